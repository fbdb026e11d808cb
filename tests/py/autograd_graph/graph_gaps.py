# Autograd graphs nnscope does not reproduce yet (tests/known-failures.txt):
# einsum's permute/bmm/view chain, circular pad's slice copies.
import torch
import torch.nn.functional as F


def walk(fn, depth=0):
    if fn is None:
        print("  " * depth + "None")
        return
    print("  " * depth + type(fn).__name__)
    for f, i in fn.next_functions:
        walk(f, depth + 1)


torch.manual_seed(0)
a = torch.randn(3, 4, requires_grad=True)
b = torch.randn(3, 4, requires_grad=True)
m = torch.randn(4, 5, requires_grad=True)
for name, f in [("einsum_mm", lambda: torch.einsum("ij,jk->ik", a, m)),
                ("einsum_rowdot", lambda: torch.einsum("ij,ij->i", a, b)),
                ("pad_circular", lambda: F.pad(a.unsqueeze(0), (1, 1), mode="circular"))]:
    print("==", name)
    walk(f().grad_fn)
