import { createHash } from 'node:crypto';

/**
 * The most common passwords of public breach corpora (SecLists top lists), plus Spanish and
 * marketplace-specific ones. The client sends SHA-256 hex, never the password, so the server
 * compares hashes: the list is hashed once at start-up.
 */
const COMMON = `
123456 123456789 12345678 password qwerty 12345 1234567 111111 123123 1234567890 000000 abc123
password1 1234 iloveyou 1q2w3e4r 1q2w3e4r5t qwerty123 qwertyuiop 654321 555555 666666 777777
888888 999999 112233 121212 123321 123654 147258 159753 987654321 0987654321 11111111 00000000
12341234 11223344 88888888 66666666 123qwe qwe123 1qaz2wsx zaq12wsx asdfgh asdfghjkl zxcvbnm
zxcvbn 1qazxsw2 passw0rd p@ssw0rd p@ssword password123 password12 admin admin123 administrator
root toor welcome welcome1 letmein monkey dragon master sunshine princess football baseball
superman batman trustno1 shadow michael jennifer hunter ranger buster soccer hockey killer
charlie andrew jordan harley tigger starwars whatever freedom computer internet secret
login changeme default guest test test123 testing 123abc abc12345 a123456 a12345678 aa123456
q1w2e3r4 q1w2e3r4t5 1a2b3c4d 123456a 123456q 1234qwer qwer1234 asdf1234 asd123 abcd1234
abcdef abcdefg abcdefgh aaaaaa aaaaaaaa 5201314 woaini woaini1314 wodemima 123456abc
contraseña contrasena contraseña1 contrasena1 mexico mexico123 mexico1 tequila amor amorcito
teamo teamo123 tequiero corazon chivas america cruzazul pumas guadalupe fernando alejandro
carlos123 jose123 maria123 12345678910 vitrina vitrina123 demo1234 mayoreo mayoreo123 tienda
tienda123 compras compras123 shopping shopping123 qazwsx qazwsxedc 1qaz2wsx3edc 741852963
963852741 147852369 159357 789456 789456123 456123 321321 101010 202020 131313 696969
`;

const HASHES = new Set(
  COMMON.split(/\s+/)
    .filter(Boolean)
    .map((word) => createHash('sha256').update(word, 'utf8').digest('hex')),
);

/** `clientHash` is the client's SHA-256 hex of the password. */
export function isCommonPassword(clientHash: string): boolean {
  return HASHES.has(clientHash);
}
