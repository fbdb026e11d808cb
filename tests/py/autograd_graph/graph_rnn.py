import torch
import torch.nn as nn
import torch.nn.functional as F


def walk(fn, depth=0, budget=None):
    # depth-first, at most 300 lines per graph (recurrent graphs fan out exponentially)
    budget = budget if budget is not None else [300]
    if budget[0] <= 0:
        return
    budget[0] -= 1
    if fn is None:
        print("  " * depth + "None")
        return
    print("  " * depth + type(fn).__name__)
    for f, i in fn.next_functions:
        walk(f, depth + 1, budget)


def show(name, y):
    print("==", name)
    try:
        if isinstance(y, (tuple, list)):
            for t in y:
                walk(t.grad_fn)
        else:
            walk(y.grad_fn)
    except Exception as e:
        print(type(e).__name__, e)


torch.manual_seed(0)
a = torch.randn(3, 4, requires_grad=True)
b = torch.randn(3, 4, requires_grad=True)
v = torch.randn(4, requires_grad=True)
m = torch.randn(4, 5, requires_grad=True)
s = torch.randn(3, 2, 4, requires_grad=True)
h0 = torch.randn(1, 2, 3, requires_grad=True)
c0 = torch.randn(1, 2, 3, requires_grad=True)
cases = [
    ("rnn", lambda: nn.RNN(4, 3)(s)), ("rnn_h", lambda: nn.RNN(4, 3)(s)[1]), ("rnn_relu", lambda: nn.RNN(4, 3, nonlinearity="relu")(s)[0]),
    ("gru", lambda: nn.GRU(4, 3)(s)[0]), ("gru_h", lambda: nn.GRU(4, 3)(s, h0)[1]),
    ("lstm", lambda: nn.LSTM(4, 3)(s)[0]), ("lstm_h", lambda: nn.LSTM(4, 3)(s)[1][0]), ("lstm_c", lambda: nn.LSTM(4, 3)(s)[1][1]),
    ("lstm_hx", lambda: nn.LSTM(4, 3)(s, (h0, c0))[0]), ("lstm_hx_h", lambda: nn.LSTM(4, 3)(s, (h0, c0))[1][0]),
    ("lstm_2l", lambda: nn.LSTM(4, 3, num_layers=2)(s)[0]), ("lstm_2l_h", lambda: nn.LSTM(4, 3, num_layers=2)(s)[1][0]),
    ("lstm_bi", lambda: nn.LSTM(4, 3, bidirectional=True)(s)[0]), ("lstm_bi_c", lambda: nn.LSTM(4, 3, bidirectional=True)(s)[1][1]),
    ("lstm_bf", lambda: nn.LSTM(4, 3, batch_first=True)(s)[0]), ("lstm_bf_h", lambda: nn.LSTM(4, 3, batch_first=True)(s)[1][0]),
    ("lstm_nb", lambda: nn.LSTM(4, 3, bias=False)(s)[0]),
    ("lstm_unb", lambda: nn.LSTM(4, 3)(s[:, 0])[0]),
    ("rnn_cell", lambda: nn.RNNCell(4, 3)(s[0])), ("rnn_cell_h", lambda: nn.RNNCell(4, 3)(s[0], h0[0])),
    ("gru_cell", lambda: nn.GRUCell(4, 3)(s[0])), ("lstm_cell", lambda: nn.LSTMCell(4, 3)(s[0])),
    ("lstm_cell_c", lambda: nn.LSTMCell(4, 3)(s[0], (h0[0], c0[0]))[1]),
]
for name, f in cases:
    torch.manual_seed(1)
    try:
        r = f()
    except Exception as e:
        print("==", name); print(type(e).__name__, e); continue
    show(name, r)
