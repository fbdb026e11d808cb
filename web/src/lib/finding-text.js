// finding-text.js — the engine's findings, frozen reasons and fix comments in
// both languages. The engine (core/scope) writes each finding as a rule code
// plus an English sentence; every sentence it can write is one English
// template below, keyed `find.<rule>.<variant>`. The same template, read
// backwards, pulls the parameters out of the engine's sentence, so the page
// renders each finding from its code + parameters in the reader's language.
// A sentence no template matches is shown as the engine wrote it.
//
// Keys: `find.*` finding messages, `reason.*` why a tensor did not move at a
// step, `fixnote.*` the English comments inside suggested fixes.
export const findingStrings = {
  en: {
    'find.layer-in-forward.built': 'a {cls} is built inside forward(): every call makes a new layer with fresh random weights, which no optimizer trains and state_dict() never saves.',
    'find.modules-in-list.plain': 'self.{name} is a plain {kind} ({summary}): the modules in it are not registered, so parameters(), the optimizer, state_dict() and .to() never see them.',
    'find.parameter-in-list.plain': 'self.{name} is a plain {kind} ({summary}): the Parameters in it are not registered, so parameters(), the optimizer, state_dict() and .to() never see them.',
    'find.tensor-attribute.grad': 'self.{name} is a plain tensor attribute used in forward: it requires grad but is not a Parameter, so parameters() and the optimizer never see it, .to() leaves it behind and state_dict() does not save it.',
    'find.tensor-attribute.buffer': 'self.{name} is a plain tensor attribute used in forward: .to()/.double() leave it behind and state_dict() does not save it.',
    'find.missing-super-init.never': '{cls}.__init__ never calls super().__init__(): Module.__init__ must run before any submodule, Parameter or buffer is assigned.',
    'find.grad-without-optimizer.many': '{path} and {n} more tensors under {holder} receive gradients but no optimizer holds them: they never change.',
    'find.grad-without-optimizer.one': '{path} receives gradients but no optimizer holds it: it never changes.',
    'find.optimizer-subset.many': 'the {cls} optimizer holds {held} of the {total} trainable Parameters of {root}: {path} and {n} more are never updated.',
    'find.optimizer-subset.one': 'the {cls} optimizer holds {held} of the {total} trainable Parameters of {root}: {path} is never updated.',
    'find.tied-weights.sharedOne': '{names} are the same {cls} (a shared submodule): its {np} Parameter is listed once by parameters() and {n} times by state_dict().',
    'find.tied-weights.sharedMany': '{names} are the same {cls} (a shared submodule): its {np} Parameters are listed once by parameters() and {n} times by state_dict().',
    'find.tied-weights.tied': '{names} are the same Parameter (tied): parameters() lists it once, state_dict() {n} times.',
    'find.tied-weights.assigned': '{a} and {b} are the same {cls} (shared): its Parameters are listed once by parameters() and once per name by state_dict().',
    'find.duplicate-in-groups.twoOptimizers': '{path} is held by two optimizers ({a} and {b}) that both step it with the same gradient: every iteration updates it twice.',
    'find.duplicate-in-groups.twice': '{path} appears more than once in the {cls} optimizer\'s param groups.',
    'find.duplicate-in-groups.refused': 'one Parameter is listed in two param groups: the optimizer refuses it.',
    'find.module-assigned-in-forward.first': 'self.{name} is first assigned inside forward(): a new {cls} with fresh random weights is built on every call, and an optimizer made before the first call never sees it.',
    'find.forward-called-directly.one': '{cls}.forward(...) is called directly: the {n} hook registered on it does not run (call the module itself).',
    'find.forward-called-directly.many': '{cls}.forward(...) is called directly: the {n} hooks registered on it do not run (call the module itself).',
    'find.inplace-on-leaf.leaf': 'in-place change of a leaf tensor that requires grad (a Parameter) while autograd records: PyTorch raises RuntimeError. Change weights by hand only inside torch.no_grad().',
    'find.inplace-on-leaf.view': 'in-place change of a view of a leaf tensor that requires grad (a Parameter) while autograd records: PyTorch raises RuntimeError. Change weights by hand only inside torch.no_grad().',
    'reason.noGrad': 'no gradient at this step (.grad is None)',
    'reason.frozen': 'requires_grad=False: no gradient',
    'reason.moduleInPlain': 'not in any optimizer: its module is inside a plain {kind} ({where})',
    'reason.inPlain': 'not in any optimizer: it is inside a plain {kind} ({where})',
    'reason.inDict': 'not in any optimizer (plain attribute in __dict__)',
    'reason.frozenNoOpt': 'requires_grad=False and not in any optimizer',
    'reason.noOpt': 'not in any optimizer',
    'reason.unknown': 'did not change',
    'fixnote.buildOnce': '# build the layer once in __init__ (self.layer = ...) and call self.layer in forward',
    'fixnote.moveLine': '# move this line to __init__',
    'fixnote.inInit': '# in __init__; use self.{name} in forward',
  },
  zh: {
    'find.layer-in-forward.built': '{cls} 是在 forward() 里面创建的：每次调用都会新建一个带新随机权重的层，没有优化器训练它，state_dict() 也从不保存它。',
    'find.modules-in-list.plain': 'self.{name} 是普通的 {kind}（{summary}）：里面的模块没有注册，所以 parameters()、优化器、state_dict() 和 .to() 都看不到它们。',
    'find.parameter-in-list.plain': 'self.{name} 是普通的 {kind}（{summary}）：里面的 Parameter 没有注册，所以 parameters()、优化器、state_dict() 和 .to() 都看不到它们。',
    'find.tensor-attribute.grad': 'self.{name} 是 forward 里用到的普通张量属性：它需要梯度但不是 Parameter，所以 parameters() 和优化器看不到它，.to() 不会移动它，state_dict() 也不保存它。',
    'find.tensor-attribute.buffer': 'self.{name} 是 forward 里用到的普通张量属性：.to()/.double() 不会移动它，state_dict() 也不保存它。',
    'find.missing-super-init.never': '{cls}.__init__ 从未调用 super().__init__()：在给任何子模块、Parameter 或缓冲区赋值之前，必须先运行 Module.__init__。',
    'find.grad-without-optimizer.many': '{path} 以及 {holder} 下另外 {n} 个张量收到了梯度，但没有任何优化器持有它们：它们永远不会改变。',
    'find.grad-without-optimizer.one': '{path} 收到了梯度，但没有任何优化器持有它：它永远不会改变。',
    'find.optimizer-subset.many': '{cls} 优化器只持有 {root} 的 {total} 个可训练 Parameter 中的 {held} 个：{path} 以及另外 {n} 个永远不会更新。',
    'find.optimizer-subset.one': '{cls} 优化器只持有 {root} 的 {total} 个可训练 Parameter 中的 {held} 个：{path} 永远不会更新。',
    'find.tied-weights.sharedOne': '{names} 是同一个 {cls}（共享的子模块）：它的 {np} 个 Parameter 在 parameters() 中只列出一次，在 state_dict() 中列出 {n} 次。',
    'find.tied-weights.sharedMany': '{names} 是同一个 {cls}（共享的子模块）：它的 {np} 个 Parameter 在 parameters() 中只列出一次，在 state_dict() 中列出 {n} 次。',
    'find.tied-weights.tied': '{names} 是同一个 Parameter（权重绑定）：parameters() 只列出一次，state_dict() 列出 {n} 次。',
    'find.tied-weights.assigned': '{a} 和 {b} 是同一个 {cls}（共享）：它的 Parameter 在 parameters() 中只列出一次，在 state_dict() 中每个名字各列出一次。',
    'find.duplicate-in-groups.twoOptimizers': '{path} 被两个优化器（{a} 和 {b}）同时持有，它们用同一个梯度更新它：每次迭代它会被更新两次。',
    'find.duplicate-in-groups.twice': '{path} 在 {cls} 优化器的参数组中出现了不止一次。',
    'find.duplicate-in-groups.refused': '同一个 Parameter 被列在两个参数组中：优化器拒绝接受。',
    'find.module-assigned-in-forward.first': 'self.{name} 第一次赋值是在 forward() 里面：每次调用都会新建一个带新随机权重的 {cls}，而在第一次调用之前创建的优化器永远看不到它。',
    'find.forward-called-directly.one': '直接调用了 {cls}.forward(...)：注册在它上面的 {n} 个钩子不会运行（请直接调用模块本身）。',
    'find.forward-called-directly.many': '直接调用了 {cls}.forward(...)：注册在它上面的 {n} 个钩子不会运行（请直接调用模块本身）。',
    'find.inplace-on-leaf.leaf': '在 autograd 记录时就地修改了需要梯度的叶子张量（一个 Parameter）：PyTorch 会抛出 RuntimeError。只能在 torch.no_grad() 里手动修改权重。',
    'find.inplace-on-leaf.view': '在 autograd 记录时就地修改了需要梯度的叶子张量（一个 Parameter）的视图：PyTorch 会抛出 RuntimeError。只能在 torch.no_grad() 里手动修改权重。',
    'reason.noGrad': '这一步没有梯度（.grad 为 None）',
    'reason.frozen': 'requires_grad=False：没有梯度',
    'reason.moduleInPlain': '不在任何优化器中：它所在的模块放在普通的 {kind} 里（{where}）',
    'reason.inPlain': '不在任何优化器中：它放在普通的 {kind} 里（{where}）',
    'reason.inDict': '不在任何优化器中（__dict__ 里的普通属性）',
    'reason.frozenNoOpt': 'requires_grad=False，且不在任何优化器中',
    'reason.noOpt': '不在任何优化器中',
    'reason.unknown': '没有改变',
    'fixnote.buildOnce': '# 在 __init__ 里只创建一次层（self.layer = ...），在 forward 里调用 self.layer',
    'fixnote.moveLine': '# 把这一行移到 __init__ 里',
    'fixnote.inInit': '# 放在 __init__ 里；在 forward 里使用 self.{name}',
  },
};

const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// An English template as a matcher: `{name}` becomes a lazy group.
function compile(tpl, anchored = true) {
  const names = [];
  const src = tpl.split(/(\{\w+\})/).map((part) => {
    const m = /^\{(\w+)\}$/.exec(part);
    if (!m) return esc(part);
    names.push(m[1]);
    return '(.+?)';
  }).join('');
  return { re: new RegExp(anchored ? `^${src}$` : src, 's'), names };
}

const compiled = new Map();
function matcherFor(key) {
  if (!compiled.has(key)) compiled.set(key, compile(findingStrings.en[key]));
  return compiled.get(key);
}

// Find the template (key + params) among `prefix*` keys that reads as `text`.
export function parseText(prefix, text) {
  if (typeof text !== 'string') return null;
  for (const key of Object.keys(findingStrings.en)) {
    if (!key.startsWith(prefix)) continue;
    const { re, names } = matcherFor(key);
    const m = re.exec(text);
    if (m) return { key, params: Object.fromEntries(names.map((n, i) => [n, m[i + 1]])) };
  }
  return null;
}

// The finding's message in the reader's language (t = translate bound to it).
export function findingMessage(f, t) {
  const hit = parseText(`find.${f.rule}.`, f.message);
  return hit ? t(hit.key, hit.params) : (f.message || '');
}

// A frozen / unchanged reason from the scene's steps, translated.
export function reasonText(reason, t) {
  const hit = parseText('reason.', reason);
  return hit ? t(hit.key, hit.params) : (reason || '');
}

// A suggested fix is code; only its trailing English comment is translated.
export function fixText(fix, t) {
  if (typeof fix !== 'string') return fix;
  const whole = parseText('fixnote.', fix);
  if (whole) return t(whole.key, whole.params);
  const i = fix.indexOf('  # ');
  if (i < 0) return fix;
  const note = parseText('fixnote.', fix.slice(i + 2));
  return note ? fix.slice(0, i + 2) + t(note.key, note.params) : fix;
}
