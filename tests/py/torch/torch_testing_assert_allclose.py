# torch.testing.assert_allclose (deprecated): its FutureWarning, older default tolerances, NaN equal by
# default, no dtype check, msg replacing the text; plus torch.testing's callable msg and bad keywords.
import warnings

import torch

warnings.simplefilter("always")


def attempt(label, fn, *args, **kwargs):
    try:
        fn(*args, **kwargs)
        print(label, "ok")
    except Exception as e:
        print(label, type(e).__name__)
        print(str(e))
        print("--")


aa = torch.testing.assert_allclose
attempt("list", aa, torch.tensor([1.0, 2.0]), [1.0, 2.0])
attempt("mixed", aa, torch.tensor([1.0, 2.0]), torch.tensor([1.0, 3.0], dtype=torch.float64))
attempt("loose", aa, torch.tensor([1.0, 2.0]), torch.tensor([1.0, 2.0001]))
attempt("nan", aa, torch.tensor([1.0, float("nan")]), torch.tensor([1.0, float("nan")]))
attempt("nan_off", aa, torch.tensor([1.0, float("nan")]), torch.tensor([1.0, float("nan")]), equal_nan=False)
attempt("msg", aa, 1.0, 1.1, msg="hi")
attempt("tols", aa, torch.tensor([1.0]), torch.tensor([1.5]), rtol=0.0, atol=1.0)
ac = torch.testing.assert_close
attempt("callable", ac, torch.tensor([1.0, 2.0]), torch.tensor([1.0, 3.0]), msg=lambda m: "X:" + m)
attempt("only_rtol_msg", ac, [torch.tensor(1.0)], [torch.tensor(1.0)], rtol=1, msg="m")
attempt("kw", ac, torch.tensor([1.0, 2.0]), torch.tensor([1.0, 3.0]), foo=1)
attempt("pos", ac, torch.tensor([1.0]), torch.tensor([1.0]), 1e-3, 1e-3)
