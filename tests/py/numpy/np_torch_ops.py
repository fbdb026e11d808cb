# torch functions refuse ndarray operands (only the operators go through numpy), with numpy.ndarray in the
# messages (torch.add/mul/where... are left out: their argument-parser texts are not the engine's yet)
import numpy as np, torch
t = torch.tensor([1.0, 2.0])
a = np.array([3.0, 4.0])
for name, f in (("cat", lambda: torch.cat([t, a])), ("lt", lambda: t < a), ("eq", lambda: t == a),
                ("set", lambda: t.clone().__setitem__(slice(None), a)), ("exp", lambda: torch.exp(a)), ("stack", lambda: torch.stack([a, a])),
                ("rsub", lambda: 1 - a * t), ("radd", lambda: a.sum() + t)):
    try:
        r = f()
        print(name, r)
    except Exception as e:
        print(name, type(e).__name__, e)
