// lessons/index.js — one lesson per pitfall of nn.Module's registry. Each is
// a short explanation in English and Chinese (our own words) and a program.
// The programs are also kept in tests/py/lessons/ with PyTorch's output.

import { FIRST_LESSON_CODE } from './first.js';

const L = [];
const lesson = (n, id, title, body, code) => L.push({ n, id, title, body, code: code.replace(/^\n/, '') });

lesson(1, 'list-vs-modulelist',
  { en: 'Layers in a Python list are invisible', zh: '放进 Python list 的层是隐形的' },
  { en: 'nn.Module only notices a submodule when it is assigned directly to an attribute. A plain list is not a Module, so the three Linear layers inside it never reach _modules: parameters() returns nothing for them, the optimizer never updates them and state_dict() never saves them.\n\nThe forward pass still works, which is why this bug is silent. Wrap the list in nn.ModuleList and every layer is registered under a name like blocks.0.weight.',
    zh: 'nn.Module 只在你把子模块直接赋给属性时才会登记它。普通 list 不是 Module，所以里面的三个 Linear 根本进不了 _modules：parameters() 找不到它们，优化器不会更新它们，state_dict() 也不会保存它们。\n\n前向计算照样能跑，所以这个 bug 完全没有声音。把 list 换成 nn.ModuleList，每一层就会以 blocks.0.weight 这样的名字登记进去。' },
  FIRST_LESSON_CODE);

lesson(2, 'forgot-super-init',
  { en: 'Forgetting super().__init__()', zh: '忘了写 super().__init__()' },
  { en: 'The three registries (_parameters, _buffers, _modules) are empty dictionaries created by Module.__init__. If a subclass skips super().__init__(), the first self.fc = nn.Linear(...) has nowhere to go and PyTorch stops you with an AttributeError.\n\nThis is the one registry mistake that fails loudly. Make super().__init__() the first line of every __init__.',
    zh: '三个登记表（_parameters、_buffers、_modules）是 Module.__init__ 创建的空字典。如果子类没有调用 super().__init__()，第一句 self.fc = nn.Linear(...) 就无处可放，PyTorch 会直接抛出 AttributeError。\n\n这是登记类错误里唯一会大声报错的一种。让 super().__init__() 永远成为 __init__ 的第一行。' },
  `
import torch.nn as nn


class Forgot(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(2, 2)


class Remembered(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2, 2)


try:
    Forgot()
except AttributeError as e:
    print("AttributeError:", e)

m = Remembered()
print("registered:", list(m._modules.keys()))
`);

lesson(3, 'tensor-attribute-vs-buffer',
  { en: 'A tensor attribute is not a buffer', zh: '张量属性不等于 buffer' },
  { en: 'Assigning a plain tensor to self puts it in the instance __dict__. There is no "buffer" type, so PyTorch cannot guess that you wanted one: the tensor is not saved by state_dict() and is not moved by .to() or .double().\n\nCall self.register_buffer("name", tensor) for constants that belong to the model, such as running statistics or a mask.',
    zh: '把普通张量赋给 self，它只会落进实例的 __dict__。PyTorch 没有“buffer”这种类型，猜不出你想要的是 buffer：这个张量不会被 state_dict() 保存，也不会被 .to() 或 .double() 搬走。\n\n属于模型的常量（运行统计量、掩码等）请用 self.register_buffer("名字", 张量) 登记。' },
  `
import torch
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.ones(2))
        self.register_buffer("running", torch.zeros(2))
        self.plain = torch.zeros(2)


m = M()
print("_parameters:", list(m._parameters.keys()))
print("_buffers:", list(m._buffers.keys()))
print("state_dict:", list(m.state_dict().keys()))
print("plain saved?", "plain" in m.state_dict())
m.double()
print("running:", m.running.dtype, "plain:", m.plain.dtype)
`);

lesson(4, 'persistent-false',
  { en: 'Non-persistent buffers move but are not saved', zh: '非持久 buffer：会搬家，但不存盘' },
  { en: 'register_buffer(..., persistent=False) still puts the tensor in _buffers, so .to() and .double() convert it, but it is left out of state_dict().\n\nUse it for things you can recompute from hyper-parameters (a causal mask, a position table): they follow the model to its device without growing checkpoints. Do not use it for state you need after loading.',
    zh: 'register_buffer(..., persistent=False) 仍然把张量放进 _buffers，所以 .to() 和 .double() 会转换它，但它不会出现在 state_dict() 里。\n\n适合能从超参数重新算出来的东西（因果掩码、位置编码表）：它们跟着模型换设备，又不占 checkpoint 的体积。加载后还需要的状态不要这样登记。' },
  `
import torch
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("keep", torch.zeros(2))
        self.register_buffer("mask", torch.ones(2), persistent=False)


m = M()
print("named_buffers:", [n for n, _ in m.named_buffers()])
print("state_dict:", list(m.state_dict().keys()))
m.double()
print("mask dtype after .double():", m.mask.dtype)
`);

lesson(5, 'parameter-list',
  { en: 'Parameters in a list need nn.ParameterList', zh: 'list 里的 Parameter 要用 nn.ParameterList' },
  { en: 'An nn.Parameter is registered only when it is assigned to an attribute by itself. Put several of them in a Python list and they stay in __dict__: gradients are computed, but no optimizer built from parameters() will ever see them.\n\nnn.ParameterList (or ParameterDict) registers each element under its index.',
    zh: 'nn.Parameter 只有单独赋给一个属性时才会被登记。把几个 Parameter 放进 Python list，它们就留在 __dict__ 里：梯度照样算，但用 parameters() 构造的优化器永远看不到它们。\n\nnn.ParameterList（或 ParameterDict）会按下标逐个登记。' },
  `
import torch
import torch.nn as nn


class Bad(nn.Module):
    def __init__(self):
        super().__init__()
        self.scales = [nn.Parameter(torch.ones(2)) for _ in range(3)]


class Good(nn.Module):
    def __init__(self):
        super().__init__()
        self.scales = nn.ParameterList([nn.Parameter(torch.ones(2)) for _ in range(3)])


print("Bad:", [n for n, _ in Bad().named_parameters()])
print("Good:", [n for n, _ in Good().named_parameters()])
`);

lesson(6, 'layer-in-forward',
  { en: 'A layer built inside forward() never learns', zh: '在 forward() 里新建的层永远学不会' },
  { en: 'Creating nn.Linear inside forward() makes a brand-new layer with fresh random weights on every call. It is not in parameters() when the optimizer is built, and even if it were, the next call would throw it away.\n\nBuild every layer once in __init__ and only use it in forward().',
    zh: '在 forward() 里创建 nn.Linear，每次调用都会得到一个带新随机权重的全新层。构造优化器时它不在 parameters() 里；就算在，下一次调用也会把它扔掉。\n\n所有层都应在 __init__ 里建一次，forward() 里只负责使用。' },
  `
import torch
import torch.nn as nn


class Bad(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 4)

    def forward(self, x):
        head = nn.Linear(4, 2)
        return head(self.fc(x))


torch.manual_seed(0)
m = Bad()
x = torch.ones(1, 4)
a = m(x)
b = m(x)
print("same input, same output?", torch.equal(a, b))
print("parameters:", [n for n, _ in m.named_parameters()])
`);

lesson(7, 'forward-skips-hooks',
  { en: 'm.forward(x) skips the hooks', zh: 'm.forward(x) 会跳过钩子' },
  { en: 'Hooks are run by Module.__call__, the code behind m(x). Calling m.forward(x) goes straight to your method, so forward pre-hooks and forward hooks registered on m do not fire, and a hook that changes the input or output silently stops doing so.\n\nAlways call the module itself: m(x).',
    zh: '钩子是由 Module.__call__（也就是 m(x) 背后的代码）执行的。直接调用 m.forward(x) 会绕过它，注册在 m 上的前置钩子和前向钩子都不会触发；如果钩子会改输入或输出，这个改动也就悄悄消失了。\n\n永远调用模块本身：m(x)。' },
  `
import torch
import torch.nn as nn

m = nn.Linear(2, 1)
with torch.no_grad():
    m.weight.fill_(1.0)
    m.bias.fill_(0.0)


def double_input(module, args):
    print("pre-hook fired")
    return (args[0] * 2,)


m.register_forward_pre_hook(double_input)
x = torch.ones(1, 2)
print("m(x):", m(x).item())
print("m.forward(x):", m.forward(x).item())
`);

lesson(8, 'to-leaves-plain-tensors',
  { en: '.double() and .to() leave plain tensors behind', zh: '.double() 和 .to() 会落下普通张量' },
  { en: 'Module.to(), .double(), .half() and .cuda() walk only _parameters and _buffers. A tensor kept as a plain attribute keeps its old dtype and device, and the next operation that mixes it with converted weights fails with a dtype (or device) error.\n\nRegister such tensors as buffers, or as Parameters if they should learn.',
    zh: 'Module.to()、.double()、.half()、.cuda() 只遍历 _parameters 和 _buffers。作为普通属性保存的张量保持原来的 dtype 和设备，下一次把它和已转换的权重一起运算时，就会报 dtype（或设备）不匹配的错误。\n\n把这类张量登记为 buffer；需要学习的话登记为 Parameter。' },
  `
import torch
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 3)
        self.proj = torch.eye(3)

    def forward(self, x):
        return self.fc(x) @ self.proj


m = M().double()
print("fc.weight:", m.fc.weight.dtype)
print("proj:", m.proj.dtype)
try:
    m(torch.ones(1, 3, dtype=torch.float64))
except RuntimeError as e:
    print("RuntimeError:", e)
`);

lesson(9, 'optimizer-before-to',
  { en: 'Optimizer before or after .to(): same objects', zh: '先建优化器还是先 .to()：对象是同一个' },
  { en: 'Module.to() converts each Parameter in place: the Parameter object stays the same, only its data changes. So an optimizer built before .to() still holds the very objects the model uses.\n\nThe order matters only for code that copies tensors out of the model (for example saving p.data in a list) before the conversion: those copies are left behind.',
    zh: 'Module.to() 是原地转换每个 Parameter：Parameter 对象本身不变，只换掉它的数据。所以在 .to() 之前构造的优化器，拿着的仍然是模型正在用的那些对象。\n\n只有在转换前把张量拷贝出模型的代码（比如把 p.data 存进一个 list）才受顺序影响：那些拷贝会被落下。' },
  `
import torch
import torch.nn as nn

m = nn.Linear(2, 2)
before = m.weight
opt = torch.optim.SGD(m.parameters(), lr=0.1)
m.double()
print("same Parameter object:", m.weight is before)
print("dtype now:", m.weight.dtype)
print("optimizer holds it:", opt.param_groups[0]["params"][0] is m.weight)
`);

lesson(10, 'weight-tying',
  { en: 'Tied weights: counted once, saved twice', zh: '共享权重：只数一次，存两次' },
  { en: 'When one Parameter is assigned to two modules (an embedding tied to the output layer), parameters() removes duplicates, so the optimizer updates it once. state_dict() does not: both names appear, pointing to the same tensor.\n\nCount parameters with parameters(), not with state_dict(), and expect both keys when you load a checkpoint.',
    zh: '同一个 Parameter 被赋给两个模块时（例如输入嵌入和输出层共享权重），parameters() 会去重，所以优化器只更新它一次；state_dict() 不去重：两个名字都会出现，指向同一个张量。\n\n统计参数量用 parameters()，不要用 state_dict()；加载 checkpoint 时也要预期两个键都在。' },
  `
import torch
import torch.nn as nn


class Tied(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.Linear(3, 3, bias=False)
        self.dec = nn.Linear(3, 3, bias=False)
        self.dec.weight = self.enc.weight


m = Tied()
print("parameters():", len(list(m.parameters())))
print("state_dict():", list(m.state_dict().keys()))
print("same tensor:", m.state_dict()["enc.weight"].data_ptr() == m.state_dict()["dec.weight"].data_ptr())
`);

lesson(11, 'apply-init-order',
  { en: 'apply() visits children first', zh: 'apply() 先访问子模块' },
  { en: 'model.apply(fn) calls fn on every submodule and then on the model itself, children before parents. An init function should therefore test the module type (isinstance(m, nn.Linear)) instead of assuming an order.\n\nIf a parent re-initialises something after apply has reached it, that later write wins.',
    zh: 'model.apply(fn) 先对每个子模块调用 fn，最后才是模型本身：先子后父。所以初始化函数应该判断模块类型（isinstance(m, nn.Linear)），而不是假设某种顺序。\n\n如果父模块在 apply 之后又重新初始化了某个东西，以后写的那一次为准。' },
  `
import torch
import torch.nn as nn

model = nn.Sequential(nn.Linear(2, 3), nn.ReLU(), nn.Sequential(nn.Linear(3, 1)))
order = []


def init(m):
    order.append(type(m).__name__)
    if isinstance(m, nn.Linear):
        nn.init.constant_(m.weight, 0.5)
        nn.init.zeros_(m.bias)


model.apply(init)
print("visit order:", order)
print("first weight:", model[0].weight[0].tolist())
`);

lesson(12, 'train-eval',
  { en: 'train() and eval() only flip a flag', zh: 'train() 和 eval() 只是翻转一个标志' },
  { en: 'model.eval() sets the boolean training to False on the model and on every registered submodule; train() sets it back. Dropout and BatchNorm read that flag. Nothing else changes: eval() does not stop gradients (use torch.no_grad() for that).\n\nA submodule kept in a plain list is not registered, so eval() never reaches it.',
    zh: 'model.eval() 把模型及每个已登记子模块的布尔值 training 设为 False；train() 再把它设回来。Dropout 和 BatchNorm 会读这个标志。除此之外什么都不变：eval() 不会停止梯度计算（那要用 torch.no_grad()）。\n\n放在普通 list 里的子模块没有登记，eval() 根本到不了它。' },
  `
import torch
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.drop = nn.Dropout(0.5)
        self.hidden = [nn.Dropout(0.5)]


m = M()
m.eval()
print("m.training:", m.training)
print("registered drop:", m.drop.training)
print("drop in a list:", m.hidden[0].training)
x = torch.ones(2, requires_grad=True)
y = (m.drop(x) * 3).sum()
print("grad still tracked in eval:", y.requires_grad)
`);

lesson(13, 'inplace-on-leaf',
  { en: 'In-place edits of weights need no_grad()', zh: '原地修改权重要放在 no_grad() 里' },
  { en: 'A Parameter is a leaf tensor that requires grad. Changing it in place (w.add_(1), w.fill_(0)) while autograd is recording is refused with a RuntimeError, because autograd could no longer compute correct gradients.\n\nWrap manual edits in with torch.no_grad():, which is exactly what optimizers and nn.init do.',
    zh: 'Parameter 是需要梯度的叶子张量。在 autograd 记录时原地修改它（w.add_(1)、w.fill_(0)）会被 RuntimeError 拒绝，因为那样 autograd 就算不出正确的梯度了。\n\n手动修改请包在 with torch.no_grad(): 里——优化器和 nn.init 正是这么做的。' },
  `
import torch
import torch.nn as nn

m = nn.Linear(2, 2)
try:
    m.weight.add_(1.0)
except RuntimeError as e:
    print("RuntimeError:", e)

with torch.no_grad():
    m.weight.fill_(0.25)
print("after no_grad edit:", m.weight[0].tolist())
print("still a leaf that requires grad:", m.weight.is_leaf, m.weight.requires_grad)
`);

lesson(14, 'dict-vs-moduledict',
  { en: 'A dict of modules needs nn.ModuleDict', zh: '模块字典要用 nn.ModuleDict' },
  { en: 'A plain dict of heads or branches has the same problem as a list: the dict itself lands in __dict__ and the modules inside are never registered, saved, moved or trained.\n\nnn.ModuleDict keeps the same dictionary interface and registers each value under its key, so you get names like heads.cls.weight.',
    zh: '用普通 dict 存放多个头或分支，问题和 list 一样：dict 本身落进 __dict__，里面的模块不会被登记、保存、搬运或训练。\n\nnn.ModuleDict 保留同样的字典用法，并按键登记每个值，得到 heads.cls.weight 这样的名字。' },
  `
import torch.nn as nn


class Bad(nn.Module):
    def __init__(self):
        super().__init__()
        self.heads = {"cls": nn.Linear(4, 2), "box": nn.Linear(4, 4)}


class Good(nn.Module):
    def __init__(self):
        super().__init__()
        self.heads = nn.ModuleDict({"cls": nn.Linear(4, 2), "box": nn.Linear(4, 4)})


print("Bad state_dict:", list(Bad().state_dict().keys()))
print("Good state_dict:", list(Good().state_dict().keys()))
`);

lesson(15, 'half-registered-blocks',
  { en: 'Half registered: the worst case', zh: '一半登记：最难发现的情况' },
  { en: 'Real models are rarely all wrong. Typically the stem and the head are fine and only a list of repeated blocks in the middle is unregistered. The loss still falls because part of the model learns, so the run looks healthy while much of its capacity stays frozen at its random start.\n\nCompare the parameter count with the one you expect, and watch which weights actually move in the training view.',
    zh: '真实模型很少全错。典型的情况是开头和输出头都写对了，只有中间一串重复的块放在 list 里没登记。因为模型有一部分在学，loss 照样下降，训练看起来很健康，其实大半容量一直冻结在随机初始值上。\n\n把参数量和你预期的数字对一对，并在“训练”视图里看哪些权重真的在动。' },
  `
import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Linear(4, 4)
        self.blocks = [nn.Linear(4, 4) for _ in range(3)]
        self.head = nn.Linear(4, 1)

    def forward(self, x):
        x = self.stem(x).relu()
        for b in self.blocks:
            x = b(x).relu()
        return self.head(x)


torch.manual_seed(0)
net = Net()
x = torch.randn(8, 4)
y = torch.randn(8, 1)
before = net.blocks[0].weight.clone()
opt = torch.optim.SGD(net.parameters(), lr=0.1)
for step in range(4):
    opt.zero_grad()
    loss = ((net(x) - y) ** 2).mean()
    loss.backward()
    opt.step()
    print("step", step, "loss", round(loss.item(), 4))
print("tensors trained:", len(list(net.parameters())), "of 10")
print("block 0 moved?", not torch.equal(before, net.blocks[0].weight))
print("block 0 has grad?", net.blocks[0].weight.grad is not None)
`);

// Each lesson's own replay notes and quiz items (issue 16), shown next to
// the ones generated from the scene. A note is shown at the replay steps of
// its line (`match` is text of that line, checked by tests/web/lessons.test.js);
// a quiz item's `evidence` is a line of the oracle's output for the lesson
// (tests/py/lessons/*.out) that proves the right answer.
const note = (line, match, en, zh) => ({ line, match, text: { en, zh } });
const item = (kind) => (id, evidence, q, choices) => ({
  id: `lesson-${id}`, kind, evidence, q: { text: q },
  choices: choices.map(([label, correct, why], i) => ({ id: `c${i}`, label, correct, why: { text: why } })),
});
const single = item('single'), multi = item('multi');
const YES = { key: 'quiz.yes' }, NO = { key: 'quiz.no' };

const EXTRAS = {
  'list-vs-modulelist': {
    replay: [
      note(8, 'self.blocks = [', 'A list is not a Module: blocks goes to __dict__, and the three Linear layers inside it with it. parameters() will never reach them.',
        'list 不是 Module：blocks 进了 __dict__，里面的三个 Linear 也跟着进去了。parameters() 永远走不到它们。'),
      note(19, 'nn.ModuleList', 'ModuleList is a Module: blocks goes to _modules, and each layer is registered as blocks.0, blocks.1, blocks.2.',
        'ModuleList 是 Module：blocks 进了 _modules，每一层都以 blocks.0、blocks.1、blocks.2 的名字登记。'),
    ],
    quiz: [single('plain-count', 'Plain parameters: 0', { en: 'How many tensors does plain.parameters() report?', zh: 'plain.parameters() 报告多少个张量？' }, [
      ['0', true, { en: 'the layers sit in a plain list in __dict__: parameters() never reaches them', zh: '这些层放在 __dict__ 里的普通 list 中：parameters() 根本走不到它们' }],
      ['3', false, { en: 'there are three layers, but none of them is registered', zh: '确实有三层，但一层都没有登记' }],
      ['6', false, { en: '6 is what fixed reports: ModuleList registers 3 × (weight, bias)', zh: '6 是 fixed 的结果：ModuleList 登记了 3 × (weight, bias)' }],
    ])],
  },
  'forgot-super-init': {
    replay: [
      note(6, 'self.fc = nn.Linear', 'super().__init__() has not run: _modules does not exist yet, so __setattr__ cannot store the Linear and raises AttributeError.',
        'super().__init__() 还没运行：_modules 还不存在，__setattr__ 没法存放这个 Linear，于是抛出 AttributeError。'),
      note(12, 'self.fc = nn.Linear', 'After super().__init__() the registries exist: a Module goes to _modules.',
        'super().__init__() 之后登记表已经存在：Module 进了 _modules。'),
    ],
    quiz: [single('forgot', 'AttributeError: cannot assign module before Module.__init__() call', { en: 'What does Forgot() do at self.fc = nn.Linear(2, 2)?', zh: 'Forgot() 执行到 self.fc = nn.Linear(2, 2) 时会怎样？' }, [
      ['AttributeError', true, { en: 'Module.__init__ never ran, so there is no _modules to put fc in', zh: 'Module.__init__ 从没运行，没有 _modules 可以放 fc' }],
      ['fc → __dict__', false, { en: '__setattr__ sees a Module and needs _modules; it does not fall back to __dict__', zh: '__setattr__ 看到的是 Module，需要 _modules；它不会退回到 __dict__' }],
      ['fc → _modules', false, { en: '_modules is created by Module.__init__, which was skipped', zh: '_modules 是 Module.__init__ 创建的，而它被跳过了' }],
    ])],
  },
  'tensor-attribute-vs-buffer': {
    replay: [
      note(9, 'register_buffer', 'register_buffer() → _buffers: state_dict() saves it and .to()/.double() convert it.',
        'register_buffer() → _buffers：state_dict() 会保存它，.to()/.double() 会转换它。'),
      note(10, 'self.plain = torch.zeros', 'A plain tensor is neither a Parameter, a Module nor a Buffer → __dict__: no registry sees it.',
        '普通张量既不是 Parameter，也不是 Module 或 Buffer → __dict__：没有哪个登记表看得见它。'),
    ],
    quiz: [single('plain-dtype', 'running: torch.float64 plain: torch.float32', { en: 'After m.double(), what dtype has m.plain?', zh: 'm.double() 之后，m.plain 是什么 dtype？' }, [
      ['torch.float32', true, { en: 'plain lives in __dict__: .double() only converts _parameters and _buffers', zh: 'plain 在 __dict__ 里：.double() 只转换 _parameters 和 _buffers' }],
      ['torch.float64', false, { en: 'that is what the buffer running becomes; plain is left behind', zh: '变成 float64 的是 buffer running；plain 被落下了' }],
    ])],
  },
  'persistent-false': {
    replay: [
      note(9, 'persistent=False', 'register_buffer(persistent=False) → _buffers: .to() converts it, but state_dict() leaves it out.',
        'register_buffer(persistent=False) → _buffers：.to() 会转换它，但 state_dict() 不保存它。'),
    ],
    quiz: [multi('saved', "state_dict: ['keep']", { en: 'Which buffers will state_dict() save?', zh: '哪些 buffer 会被 state_dict() 保存？' }, [
      ['keep', true, { en: 'a persistent buffer: saved', zh: '持久 buffer：会保存' }],
      ['mask', false, { en: 'persistent=False: a buffer, but not saved', zh: 'persistent=False：是 buffer，但不保存' }],
    ])],
  },
  'parameter-list': {
    replay: [
      note(8, 'self.scales = [', 'A list of Parameters is still a plain list → __dict__: the Parameters inside are never registered.',
        '装着 Parameter 的 list 依然是普通 list → __dict__：里面的 Parameter 一个都没有登记。'),
      note(14, 'nn.ParameterList', 'ParameterList is a Module → _modules: its Parameters are named scales.0, scales.1, scales.2.',
        'ParameterList 是 Module → _modules：它的 Parameter 名为 scales.0、scales.1、scales.2。'),
    ],
    quiz: [single('bad-count', 'Bad: []', { en: 'How many names does Bad().named_parameters() give?', zh: 'Bad().named_parameters() 给出多少个名字？' }, [
      ['0', true, { en: 'the list is in __dict__: named_parameters() never looks inside', zh: 'list 在 __dict__ 里：named_parameters() 从不往里看' }],
      ['3', false, { en: '3 is what Good gives, through ParameterList', zh: '3 是 Good 通过 ParameterList 得到的' }],
    ])],
  },
  'layer-in-forward': {
    replay: [
      note(8, 'self.fc = nn.Linear', 'fc is a Module → _modules: registered once, in __init__.',
        'fc 是 Module → _modules：在 __init__ 里登记一次。'),
    ],
    quiz: [multi('names', "parameters: ['fc.weight', 'fc.bias']", { en: 'Which names will m.named_parameters() list?', zh: 'm.named_parameters() 会列出哪些名字？' }, [
      ['fc.weight', true, { en: 'fc was assigned to self in __init__: registered', zh: 'fc 在 __init__ 里赋给了 self：已登记' }],
      ['fc.bias', true, { en: 'registered with fc', zh: '随 fc 一起登记' }],
      ['head.weight', false, { en: 'head is a local variable of forward: never assigned to self, a new random layer on every call', zh: 'head 是 forward 里的局部变量：从没赋给 self，每次调用都是一个新的随机层' }],
    ])],
  },
  'forward-skips-hooks': {
    replay: [],
    quiz: [single('forward', 'm.forward(x): 2.0', { en: 'The pre-hook doubles the input. What does m.forward(x) return?', zh: 'pre-hook 会把输入乘 2。m.forward(x) 返回什么？' }, [
      ['2.0', true, { en: 'calling forward() directly skips __call__, and with it every hook', zh: '直接调用 forward() 绕过了 __call__，所有 hook 都被跳过' }],
      ['4.0', false, { en: '4.0 is m(x): only __call__ runs the pre-hook', zh: '4.0 是 m(x) 的结果：只有 __call__ 会运行 pre-hook' }],
    ])],
  },
  'to-leaves-plain-tensors': {
    replay: [
      note(9, 'self.proj = torch.eye', 'A plain tensor → __dict__: .double() will not convert it.',
        '普通张量 → __dict__：.double() 不会转换它。'),
      note(15, '.double()', 'double() converts what is registered (fc.weight, fc.bias); proj stays behind as float32.',
        'double() 只转换登记过的（fc.weight、fc.bias）；proj 被落下，仍是 float32。'),
    ],
    quiz: [single('proj-dtype', 'proj: torch.float32', { en: 'After M().double(), what dtype has m.proj?', zh: 'M().double() 之后，m.proj 是什么 dtype？' }, [
      ['torch.float32', true, { en: 'proj is in __dict__: _apply never visits it, so the next matmul mixes dtypes', zh: 'proj 在 __dict__ 里：_apply 从不访问它，所以下一次矩阵乘法会混用 dtype' }],
      ['torch.float64', false, { en: 'only fc.weight and fc.bias became float64', zh: '只有 fc.weight 和 fc.bias 变成了 float64' }],
    ])],
  },
  'optimizer-before-to': {
    replay: [
      note(7, 'm.double()', 'double() converts the Parameter in place: the same object, so the optimizer built before it still holds it.',
        'double() 原地转换 Parameter：还是同一个对象，所以之前建好的优化器仍然持有它。'),
    ],
    quiz: [single('holds', 'optimizer holds it: True', { en: 'The optimizer was built before m.double(). Does it still hold m.weight?', zh: '优化器是在 m.double() 之前建的。它还持有 m.weight 吗？' }, [
      [YES, true, { en: '_apply replaces the data of the same Parameter object, so the optimizer’s reference stays valid', zh: '_apply 替换的是同一个 Parameter 对象的数据，优化器的引用依然有效' }],
      [NO, false, { en: 'the Parameter object is kept: m.weight is before prints True', zh: 'Parameter 对象没有换：m.weight is before 打印 True' }],
    ])],
  },
  'weight-tying': {
    replay: [
      note(10, 'self.dec.weight = self.enc.weight', 'A Parameter into the slot dec.weight already holds: re-assignment in _parameters, and both names now point at one tensor.',
        '把 Parameter 放进 dec.weight 原有的位置：在 _parameters 里重新赋值，两个名字现在指向同一个张量。'),
    ],
    quiz: [single('tied-count', 'parameters(): 1', { en: 'How many tensors does m.parameters() report?', zh: 'm.parameters() 报告多少个张量？' }, [
      ['1', true, { en: 'enc.weight and dec.weight are one Parameter: parameters() lists each tensor once', zh: 'enc.weight 和 dec.weight 是同一个 Parameter：parameters() 每个张量只列一次' }],
      ['2', false, { en: '2 is the number of state_dict() keys: it keeps both names', zh: '2 是 state_dict() 的键数：它两个名字都保留' }],
    ])],
  },
  'apply-init-order': {
    replay: [],
    quiz: [single('order', "visit order: ['Linear', 'ReLU', 'Linear', 'Sequential', 'Sequential']", { en: 'In which order does model.apply(init) visit the modules?', zh: 'model.apply(init) 以什么顺序访问各个模块？' }, [
      ['Linear, ReLU, Linear, Sequential, Sequential', true, { en: 'apply() visits the children first, then the module itself', zh: 'apply() 先访问子模块，再访问模块自己' }],
      ['Sequential, Linear, ReLU, Sequential, Linear', false, { en: 'that is the order of modules(); apply() calls fn after the children', zh: '那是 modules() 的顺序；apply() 在子模块之后才调用 fn' }],
    ])],
  },
  'train-eval': {
    replay: [
      note(9, 'self.hidden = [', 'A list → __dict__: m.eval() walks _modules only, so the Dropout inside stays in training mode.',
        'list → __dict__：m.eval() 只遍历 _modules，里面的 Dropout 仍处于训练模式。'),
      note(13, 'm.eval()', 'eval() sets training = False on m and on each registered submodule (a bool → __dict__); the Dropout in the list is never visited.',
        'eval() 把 m 和每个登记过的子模块的 training 设为 False（bool → __dict__）；list 里的 Dropout 从没被访问到。'),
    ],
    quiz: [single('list-drop', 'drop in a list: True', { en: 'After m.eval(), is the Dropout held in the list still training?', zh: 'm.eval() 之后，list 里的 Dropout 还在训练模式吗？' }, [
      [YES, true, { en: 'eval() reaches registered submodules only; the list is a plain attribute', zh: 'eval() 只走到登记过的子模块；list 是普通属性' }],
      [NO, false, { en: 'only the registered drop switched to eval', zh: '只有登记过的 drop 切换到了 eval' }],
    ])],
  },
  'inplace-on-leaf': {
    replay: [],
    quiz: [single('inplace', 'RuntimeError: a leaf Variable that requires grad is being used in an in-place operation.', { en: 'What does m.weight.add_(1.0) do outside torch.no_grad()?', zh: '在 torch.no_grad() 之外执行 m.weight.add_(1.0) 会怎样？' }, [
      ['RuntimeError', true, { en: 'a leaf that requires grad may not be changed in place while autograd records', zh: '在 autograd 记录时，不能原地修改需要梯度的叶子张量' }],
      [{ text: { en: 'the weight grows by 1', zh: '权重加 1' } }, false, { en: 'that only works inside torch.no_grad()', zh: '只有在 torch.no_grad() 里才行' }],
    ])],
  },
  'dict-vs-moduledict': {
    replay: [
      note(7, 'self.heads = {', 'A dict is not a Module → __dict__: the two heads are invisible to state_dict().',
        'dict 不是 Module → __dict__：两个 head 对 state_dict() 来说是隐形的。'),
      note(13, 'nn.ModuleDict', 'ModuleDict is a Module → _modules: heads.cls and heads.box are registered.',
        'ModuleDict 是 Module → _modules：heads.cls 和 heads.box 都登记了。'),
    ],
    quiz: [single('bad-keys', 'Bad state_dict: []', { en: 'How many keys does Bad().state_dict() have?', zh: 'Bad().state_dict() 有多少个键？' }, [
      ['0', true, { en: 'the heads are in a plain dict in __dict__: nothing is saved', zh: 'head 放在 __dict__ 的普通 dict 里：什么都没保存' }],
      ['4', false, { en: '4 is what Good saves through ModuleDict', zh: '4 是 Good 通过 ModuleDict 保存的' }],
    ])],
  },
  'half-registered-blocks': {
    replay: [
      note(9, 'self.blocks = [', 'A list → __dict__: the three blocks are not registered, only stem and head will train.',
        'list → __dict__：三个 block 都没有登记，只有 stem 和 head 会被训练。'),
    ],
    quiz: [single('trained', 'tensors trained: 4 of 10', { en: 'Of the 10 tensors of Net, how many does the optimizer train?', zh: 'Net 的 10 个张量里，优化器训练多少个？' }, [
      ['4', true, { en: 'stem and head (weight, bias each): the blocks in the list never reach net.parameters()', zh: 'stem 和 head（各有 weight、bias）：list 里的 block 从没进入 net.parameters()' }],
      ['10', false, { en: 'the blocks get gradients, but the optimizer never holds them', zh: 'block 有梯度，但优化器从不持有它们' }],
      ['6', false, { en: '6 would be the three blocks alone', zh: '6 只是三个 block 的张量数' }],
    ])],
  },
};
for (const l of L) Object.assign(l, EXTRAS[l.id] || { replay: [], quiz: [] });

export const lessons = L;
