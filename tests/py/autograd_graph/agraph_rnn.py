import torch
import torch.nn as nn
import torch.nn.functional as F


def walk(fn, depth=0):
    if fn is None:
        print("  " * depth + "None")
        return
    print("  " * depth + type(fn).__name__, len(fn.next_functions))
    for f, i in fn.next_functions:
        if f is None:
            print("  " * (depth + 1) + "None", i)
        else:
            walk(f, depth + 1)


def show(name, y, *leaves):
    print("==", name)
    walk(y.grad_fn)
    # a weighted sum: plain sums of normalized outputs have gradient ~0 (rounding noise)
    k = torch.linspace(-1.1, 2.3, y.numel()).view(y.shape)
    (y * k).sum().backward()
    for k, t in enumerate(leaves):
        print("grad", k, None if t.grad is None else t.grad)

torch.manual_seed(0)
cell = nn.LSTMCell(2, 3)
h, c = cell(torch.randn(1, 2))
show("lstm_cell_h", h, cell.weight_ih, cell.bias_hh)
gru = nn.GRUCell(2, 3)
show("gru_cell", gru(torch.randn(2, 2)), gru.weight_hh)
v = torch.randn(6, requires_grad=True)
parts = (v * 2).unsafe_chunk(3)
show("unsafe_chunk", parts[1], v)
v.grad = None
parts = torch.unsafe_split(v * 2, 4)
show("unsafe_split", parts[1], v)
