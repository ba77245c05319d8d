export default {
  acctRules: {
    mobile: '手机号码格式不正确',
    smsCode: '请输入短信收到的 6 位验证码',
    passwordLength: '密码长度须为 6 到 20 个字符',
    mismatch: '两次输入的密码不一致',
    usernameLength: '用户名长度须为 4 到 20 个字符',
    usernameChars: '只能使用汉字、字母、数字、“-”和“_”（不能全为数字）',
    name: '名称须为 2 到 20 个字符：汉字、字母、数字、“-”和“_”',
    email: '请输入有效的电子邮箱',
    agreement: '请同意服务条款和隐私政策',
    passwordChanged: '密码修改成功，请重新登录',
  },
};
