/** Server messages of the accounts stream, es_MX first; merged into `messages`. */
export const accountsMessages = {
  accountsSmsSent: {
    es_MX: 'Código enviado. Es válido por {minutes} minutos',
    en_US: 'Code sent. It is valid for {minutes} minutes',
    zh_CN: '验证码已发送，{minutes} 分钟内有效',
  },
  accountsSmsTooSoon: {
    es_MX: 'Espera {seconds} s antes de pedir otro código',
    en_US: 'Wait {seconds} s before requesting another code',
    zh_CN: '请等待 {seconds} 秒后再获取验证码',
  },
  accountsSmsPhoneLimit: {
    es_MX: 'Se enviaron demasiados códigos a este número; inténtalo mañana',
    en_US: 'Too many codes were sent to this number; try again tomorrow',
    zh_CN: '该号码获取验证码次数过多，请明天再试',
  },
  accountsSmsPhoneBusy: {
    es_MX: 'Se pidieron demasiados códigos para este número; inténtalo en {minutes} minutos',
    en_US: 'Too many codes were requested for this number; try again in {minutes} minutes',
    zh_CN: '该号码请求验证码过于频繁，请 {minutes} 分钟后再试',
  },
  accountsSmsIpLimit: {
    es_MX: 'Demasiadas solicitudes de código desde tu red; inténtalo en una hora',
    en_US: 'Too many code requests from your network; try again in an hour',
    zh_CN: '您的网络请求验证码过于频繁，请一小时后再试',
  },
  accountsSmsCodeInvalid: {
    es_MX: 'El código SMS es incorrecto o expiró ({field})',
    en_US: 'The SMS code is wrong or has expired ({field})',
    zh_CN: '短信验证码错误或已过期（{field}）',
  },
  accountsSmsSendFailed: {
    es_MX: 'No pudimos enviar el SMS en este momento; inténtalo de nuevo en un minuto',
    en_US: 'We could not send the SMS right now; try again in a minute',
    zh_CN: '短信暂时无法发送，请稍后再试',
  },
  accountsSmsCodeFormat: {
    es_MX: 'El campo {field} debe ser el código de 6 dígitos recibido por SMS',
    en_US: 'The field {field} must be the 6-digit code received by SMS',
    zh_CN: '字段 {field} 必须是短信收到的 6 位验证码',
  },
  accountsMobileFormat: {
    es_MX: 'Formato de número de teléfono no válido ({field}: 10 dígitos)',
    en_US: 'Invalid phone number format ({field}: 10 digits)',
    zh_CN: '手机号码格式不正确（{field}：10 位数字）',
  },
  accountsMobileTaken: {
    es_MX: 'Este número de teléfono ya está registrado ({field})',
    en_US: 'This phone number is already registered ({field})',
    zh_CN: '该手机号码已被注册（{field}）',
  },
  accountsMobileUnknown: {
    es_MX: 'No hay ninguna cuenta con este número de teléfono ({field})',
    en_US: 'There is no account with this phone number ({field})',
    zh_CN: '该手机号码未注册（{field}）',
  },
  accountsMobileAlreadyBound: {
    es_MX: 'Tu cuenta ya tiene un teléfono vinculado',
    en_US: 'Your account already has a phone number bound',
    zh_CN: '您的账户已绑定手机号码',
  },
  accountsMobileNotBound: {
    es_MX: 'Tu cuenta no tiene un teléfono vinculado',
    en_US: 'Your account has no phone number bound',
    zh_CN: '您的账户尚未绑定手机号码',
  },
  accountsUsernameLength: {
    es_MX: 'El campo {field} debe tener de {min} a {max} caracteres',
    en_US: 'The field {field} must have {min} to {max} characters',
    zh_CN: '字段 {field} 长度须为 {min} 到 {max} 个字符',
  },
  accountsUsernameChars: {
    es_MX: 'El campo {field} solo admite caracteres chinos, letras, dígitos, «-» y «_», y no puede ser solo números',
    en_US: "The field {field} allows only Chinese characters, letters, digits, '-' and '_', and cannot be all digits",
    zh_CN: '字段 {field} 只能包含汉字、字母、数字、“-”和“_”，且不能全为数字',
  },
  accountsUsernameTaken: {
    es_MX: 'Este nombre de usuario ya está en uso ({field})',
    en_US: 'This username is already taken ({field})',
    zh_CN: '该用户名已被使用（{field}）',
  },
  accountsEmailInvalid: {
    es_MX: 'El campo {field} debe ser un correo electrónico válido',
    en_US: 'The field {field} must be a valid email address',
    zh_CN: '字段 {field} 必须是有效的电子邮箱',
  },
  accountsEmailTaken: {
    es_MX: 'Este correo electrónico ya está registrado ({field})',
    en_US: 'This email address is already registered ({field})',
    zh_CN: '该电子邮箱已被注册（{field}）',
  },
  accountsAgreementRequired: {
    es_MX: 'Debes aceptar los términos del servicio y la política de privacidad (agreement)',
    en_US: 'You must accept the terms of service and the privacy policy (agreement)',
    zh_CN: '请同意服务条款和隐私政策（agreement）',
  },
  accountsPasswordHash: {
    es_MX: 'El campo {field} debe ser el SHA-256 de la contraseña en hexadecimal (64 caracteres en minúsculas)',
    en_US: 'The field {field} must be the lowercase hex SHA-256 of the password (64 characters)',
    zh_CN: '字段 {field} 必须是密码的 SHA-256 小写十六进制值（64 个字符）',
  },
  accountsPasswordCommon: {
    es_MX: 'Esta contraseña es demasiado común; elige otra ({field})',
    en_US: 'This password is too common; choose another one ({field})',
    zh_CN: '该密码过于常见，请换一个（{field}）',
  },
  accountsPasswordWrong: {
    es_MX: 'La contraseña actual es incorrecta ({field})',
    en_US: 'The current password is incorrect ({field})',
    zh_CN: '当前密码不正确（{field}）',
  },
  accountsPasswordChanged: {
    es_MX: 'Contraseña cambiada correctamente, inicia sesión de nuevo',
    en_US: 'Password changed successfully, please log in again',
    zh_CN: '密码修改成功，请重新登录',
  },
  accountsPasswordSame: {
    es_MX: 'La nueva contraseña debe ser distinta de la actual ({field})',
    en_US: 'The new password must differ from the current one ({field})',
    zh_CN: '新密码不能与当前密码相同（{field}）',
  },
  accountsCaptchaRequired: {
    es_MX: 'Escribe los caracteres de la imagen (captcha)',
    en_US: 'Enter the characters shown in the image (captcha)',
    zh_CN: '请输入图片中的字符（captcha）',
  },
  accountsCaptchaWrong: {
    es_MX: 'Los caracteres de la imagen no coinciden; prueba con la nueva imagen (captcha)',
    en_US: 'The characters from the image do not match; try the new image (captcha)',
    zh_CN: '图片验证码不正确，请看新图片重试（captcha）',
  },
  accountsAltchaRequired: {
    es_MX: 'Falta la verificación de que eres humano; espera a que termine e inténtalo de nuevo ({field})',
    en_US: 'The check that you are human is missing; wait for it to finish and try again ({field})',
    zh_CN: '缺少人机验证，请等待验证完成后重试（{field}）',
  },
  accountsAltchaInvalid: {
    es_MX: 'La verificación de que eres humano no es válida; inténtalo de nuevo ({field})',
    en_US: 'The check that you are human is not valid; try again ({field})',
    zh_CN: '人机验证无效，请重试（{field}）',
  },
  accountsAltchaExpired: {
    es_MX: 'La verificación de que eres humano expiró; inténtalo de nuevo ({field})',
    en_US: 'The check that you are human has expired; try again ({field})',
    zh_CN: '人机验证已过期，请重试（{field}）',
  },
  accountsAltchaUsed: {
    es_MX: 'Esa verificación de que eres humano ya se usó; inténtalo de nuevo ({field})',
    en_US: 'That check that you are human was already used; try again ({field})',
    zh_CN: '该人机验证已被使用，请重试（{field}）',
  },
  accountsLoginThrottled: {
    es_MX: 'Demasiados intentos fallidos. Inténtalo de nuevo en {minutes} minutos',
    en_US: 'Too many failed attempts. Try again in {minutes} minutes',
    zh_CN: '失败次数过多，请 {minutes} 分钟后再试',
  },
  accountsAccountUnknown: {
    es_MX: 'No encontramos esa cuenta ({field})',
    en_US: 'We could not find that account ({field})',
    zh_CN: '未找到该账户（{field}）',
  },
  accountsRecoveryExpired: {
    es_MX: 'La recuperación expiró o no se verificó; empieza de nuevo ({field})',
    en_US: 'The recovery has expired or was not verified; please start again ({field})',
    zh_CN: '找回密码已过期或未验证，请重新开始（{field}）',
  },
  accountsNameChars: {
    es_MX: 'El campo {field} debe tener de 2 a 20 caracteres: caracteres chinos, letras, dígitos, «-» y «_»',
    en_US: "The field {field} must have 2 to 20 characters: Chinese characters, letters, digits, '-' and '_'",
    zh_CN: '字段 {field} 须为 2 到 20 个字符，只能包含汉字、字母、数字、“-”和“_”',
  },
  accountsBirthdayInvalid: {
    es_MX: 'El campo {field} debe ser una fecha pasada en segundos Unix',
    en_US: 'The field {field} must be a past date in Unix seconds',
    zh_CN: '字段 {field} 必须是以 Unix 秒表示的过去日期',
  },
  accountsAvatarType: {
    es_MX: 'La foto de perfil solo puede ser JPG, JPEG o PNG (file)',
    en_US: 'The avatar can only be JPG, JPEG or PNG (file)',
    zh_CN: '头像只能是 JPG、JPEG 或 PNG 格式（file）',
  },
  accountsAvatarMissing: {
    es_MX: 'Adjunta una imagen en el campo file',
    en_US: 'Attach an image in the field file',
    zh_CN: '请在字段 file 中上传图片',
  },
  accountsPaymentPasswordSet: {
    es_MX: 'Contraseña de pago guardada',
    en_US: 'Payment password saved',
    zh_CN: '支付密码已保存',
  },
  accountsAvatarPath: {
    es_MX: 'El campo {field} debe ser una foto de perfil JPG, JPEG o PNG que hayas subido',
    en_US: 'The field {field} must be a JPG, JPEG or PNG avatar you uploaded',
    zh_CN: '字段 {field} 必须是您上传的 JPG、JPEG 或 PNG 头像',
  },
  accountsUsernameFixed: {
    es_MX: 'El nombre de usuario es tu nombre para iniciar sesión y no se cambia aquí ({field}); edita el nombre visible (nickname)',
    en_US: 'The username is your login name and cannot be changed here ({field}); edit the display name (nickname)',
    zh_CN: '用户名是登录名，不能在此修改（{field}）；请修改显示名称（nickname）',
  },
  accountsBindTaken: {
    es_MX: 'El número ({field}) acaba de vincularse a otra cuenta; no se puede usar para esta',
    en_US: 'The number ({field}) has just been bound to another account; it cannot be used for this one',
    zh_CN: '该号码（{field}）刚刚被其他账户绑定，无法用于此账户',
  },
  chatShopUnknown: {
    es_MX: 'No existe la tienda {value} ({field}); usa 0 para el servicio al cliente',
    en_US: 'There is no shop {value} ({field}); use 0 for customer service',
    zh_CN: '店铺 {value} 不存在（{field}）；客服请使用 0',
  },
  chatGoodsUnknown: {
    es_MX: 'No existe el producto {value} ({field})',
    en_US: 'There is no product {value} ({field})',
    zh_CN: '商品 {value} 不存在（{field}）',
  },
  chatGoodsOtherShop: {
    es_MX: 'El producto {value} ({field}) no es de esta tienda',
    en_US: 'The product {value} ({field}) is not sold by this shop',
    zh_CN: '商品 {value}（{field}）不属于该店铺',
  },
  chatTicketInvalid: {
    es_MX: 'El enlace del chat no es válido ({field}); abre el chat de nuevo',
    en_US: 'The chat link is not valid ({field}); open the chat again',
    zh_CN: '聊天链接无效（{field}），请重新打开聊天',
  },
  chatTicketExpired: {
    es_MX: 'El enlace del chat expiró ({field}); abre el chat de nuevo',
    en_US: 'The chat link has expired ({field}); open the chat again',
    zh_CN: '聊天链接已过期（{field}），请重新打开聊天',
  },
  chatConversationUnknown: {
    es_MX: 'No encontramos esa conversación ({field})',
    en_US: 'We could not find that conversation ({field})',
    zh_CN: '未找到该会话（{field}）',
  },
  chatTooFast: {
    es_MX: 'Envías mensajes demasiado rápido ({field}); espera un minuto',
    en_US: 'You are sending messages too fast ({field}); wait a minute',
    zh_CN: '发送消息过于频繁（{field}），请稍等一分钟',
  },
} as const;
