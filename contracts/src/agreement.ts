/**
 * The user agreement (docs/spec-rules.md, Screens): shown in the agreement dialog and on
 * /userAgreement. Six clauses, plus the data notice (docs/spec-rules.md, Product).
 */
export const AGREEMENT = {
  title: '志愿填报规划系统用户协议',
  preamble:
    '欢迎使用志愿填报规划系统（以下简称“本系统”）。在注册和使用本系统前，请您仔细阅读本协议的全部内容。您注册或使用本系统，即表示您已阅读并同意本协议。',
  clauses: [
    {
      heading: '一、注册信息',
      text: '您在注册时提供的信息应当真实、准确、完整。因注册信息不真实导致的后果，由您自行承担。',
    },
    {
      heading: '二、账号使用',
      text: '账号仅限注册人本人使用，不得赠与、借用、租用、转让或出售。',
    },
    {
      heading: '三、账号责任',
      text: '注册用户对自己的账号和密码负有保管责任，并对该账号下发生的全部活动承担责任。',
    },
    {
      heading: '四、未成年人使用',
      text: '未满十八周岁的用户，可以在与其年龄、智力相适应的范围内使用本系统，建议在监护人的陪同和指导下使用。',
    },
    {
      heading: '五、违约处理',
      text: '对违反本协议的用户，运营方有权隐藏或删除其上传的内容，限制、暂停或终止其账号的使用，并可暂时或永久关闭其账号。',
    },
    {
      heading: '六、法律适用与争议解决',
      text: '本协议适用中华人民共和国法律。因本协议产生的争议，由运营公司所在地人民法院管辖。',
    },
  ],
  dataNotice:
    '本系统的数据来源于各省级教育考试院和各高校公开发布的信息，仅供参考，不构成录取承诺。演示环境中的分数、位次、录取与招生计划数据为按公开规则生成的示例数据。',
} as const
