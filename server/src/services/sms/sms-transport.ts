/** Where SMS codes go. Production plugs a provider in; development prints them. */
export interface SmsTransport {
  send(mobile: string, text: string): Promise<void>
}

export function createConsoleSmsTransport(print: (line: string) => void = console.log): SmsTransport {
  return {
    async send(mobile, text) {
      print(`[vitrina] SMS to ${mobile}: ${text}`)
    },
  }
}
