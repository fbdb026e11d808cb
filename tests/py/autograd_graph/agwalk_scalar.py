# Saved attributes of nodes with a Python-scalar operand (3 ** a, xlogy(2, p), rsub,
# rdiv, scalar mul/add/sub/div/pow/clamp/where) and their edges.
import torch
import torch.nn.functional as F
torch.manual_seed(0)
a = torch.randn(3, 4, requires_grad=True)
p = torch.rand(3, 4, requires_grad=True)
ATTRS = ("_saved_self", "_saved_other", "_saved_result", "_saved_exponent", "_saved_alpha")


def attrs(name, y):
    fn = y.grad_fn
    parts = []
    for at in ATTRS:
        try:
            v = getattr(fn, at)
        except AttributeError:
            continue
        except Exception as e:
            parts.append("%s=<%s>" % (at[7:], type(e).__name__))
            continue
        if isinstance(v, torch.Tensor):
            parts.append("%s=T%s%s" % (at[7:], tuple(v.shape), " is_a" if v is a else ""))
        else:
            parts.append("%s=%s:%r" % (at[7:], type(v).__name__, v))
    print(name, fn.name(), " ".join(parts), [(None if f is None else f.name(), i) for f, i in fn.next_functions])


cases = [
    ("rpow_int", lambda: 3 ** a), ("rpow_float", lambda: 2.5 ** a), ("pow_int", lambda: a ** 2),
    ("pow_float", lambda: a ** 0.5), ("pow_tensor", lambda: a ** p), ("torch_pow_s", lambda: torch.pow(2, a)),
    ("xlogy_s", lambda: torch.xlogy(2, p)), ("xlogy_o", lambda: torch.xlogy(p, 3.0)), ("xlogy_t", lambda: torch.xlogy(p, p)),
    ("rsub", lambda: 1 - a), ("rsub_f", lambda: torch.rsub(a, 2.0)), ("rsub_t", lambda: torch.rsub(a, p)),
    ("sub_s", lambda: a - 2), ("sub_alpha", lambda: torch.sub(a, p, alpha=3)), ("add_s", lambda: a + 1.5),
    ("add_alpha", lambda: torch.add(a, p, alpha=2)), ("mul_s", lambda: a * 3), ("rmul_s", lambda: 3 * a),
    ("div_s", lambda: a / 4), ("rdiv", lambda: 2 / a), ("floordiv", lambda: a // 2),
    ("clamp_s", lambda: a.clamp(-0.5, 0.5)), ("clamp_min", lambda: a.clamp(min=0.1)),
    ("clamp_t", lambda: a.clamp(min=p)), ("where_s", lambda: torch.where(a > 0, a, 0.0)),
    ("lerp_s", lambda: torch.lerp(a, p, 0.3)), ("lerp_t", lambda: torch.lerp(a, p, p)),
    ("fmod_s", lambda: torch.fmod(a, 1.5)), ("remainder_s", lambda: torch.remainder(a, 1.5)),
    ("atan2", lambda: torch.atan2(a, p)), ("maximum", lambda: torch.maximum(a, p)),
    ("special_xlog1py_s", lambda: torch.special.xlog1py(2, p)), ("float_pow", lambda: torch.float_power(a, 2)),
    ("masked_fill", lambda: a.masked_fill(a > 0, 1.0)), ("addcmul", lambda: torch.addcmul(a, a, p, value=0.5)),
    ("addcdiv", lambda: torch.addcdiv(a, a, p + 1, value=2)), ("hypot", lambda: torch.hypot(a, p)),
]
for name, f in cases:
    try:
        attrs(name, f())
    except Exception as e:
        print(name, type(e).__name__, e)
