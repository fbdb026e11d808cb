# Recursive grad_fn walks of sequence models: LSTM/GRU language models, a Transformer
# encoder layer, multi-head attention with masks.
import torch
import torch.nn as nn
import torch.nn.functional as F


def summ(v):
    if isinstance(v, torch.Tensor):
        return "T%s" % (tuple(v.shape),)
    if isinstance(v, float):
        return repr(round(v, 4))
    if isinstance(v, (tuple, list)):
        return "(" + ",".join(summ(x) for x in v) + ")"
    return repr(v)


def walk(root, saved=False, limit=400):
    # each node once, numbered in first-visit order; edges as (child, input_nr)
    seen = []
    out = []

    def num(fn):
        for k, s in enumerate(seen):
            if s is fn:
                return k, False
        seen.append(fn)
        return len(seen) - 1, True

    def go(fn, depth):
        if len(out) > limit:
            return
        k, new = num(fn)
        if not new:
            out.append("  " * depth + "#%d (again)" % k)
            return
        line = "  " * depth + "#%d %s" % (k, fn.name())
        if saved:
            for attr in ("_saved_self", "_saved_other", "_saved_result", "_saved_mat1", "_saved_mat2"):
                try:
                    line += " %s=%s" % (attr[7:], summ(getattr(fn, attr)))
                except AttributeError:
                    pass
                except Exception as e:
                    line += " %s=<%s>" % (attr[7:], type(e).__name__)
        out.append(line)
        for f, i in fn.next_functions:
            if f is None:
                out.append("  " * (depth + 1) + "None %d" % i)
            else:
                out.append("  " * (depth + 1) + "<- %d" % i)
                go(f, depth + 1)

    go(root, 0)
    print("\n".join(out))


def show(name, f, saved=False):
    print("==", name)
    try:
        y = f()
        ys = y if isinstance(y, (tuple, list)) else (y,)
        for t in ys:
            if isinstance(t, torch.Tensor) and t.grad_fn is not None:
                walk(t.grad_fn, saved)
            elif isinstance(t, torch.Tensor):
                print("no grad_fn", t.requires_grad)
            else:
                print("not a tensor", type(t).__name__)
    except Exception as e:
        print(type(e).__name__, e)


torch.manual_seed(0)


class LM(nn.Module):
    def __init__(self, kind):
        super().__init__()
        self.emb = nn.Embedding(11, 4)
        self.rnn = getattr(nn, kind)(4, 5, batch_first=True)
        self.dec = nn.Linear(5, 11)

    def forward(self, t, h=None):
        o, h = self.rnn(self.emb(t), h)
        return self.dec(o), h


tok = torch.tensor([[1, 2, 3], [4, 5, 6]])
tgt = torch.tensor([[2, 3, 4], [5, 6, 7]])
for kind in ("LSTM", "GRU", "RNN"):
    lm = LM(kind)
    show("lm_" + kind, lambda: F.cross_entropy(lm(tok)[0].reshape(-1, 11), tgt.reshape(-1)))
    show("lm_hidden_" + kind, lambda: lm(tok)[1])

lstm2 = nn.LSTM(3, 4, num_layers=2, bidirectional=True)
show("lstm2_bi", lambda: lstm2(torch.randn(2, 1, 3))[0].sum())
cell = nn.LSTMCell(3, 4)
x = torch.randn(2, 3)
h, c = cell(x)
show("lstmcell_step2", lambda: cell(x, (h, c)))
gcell = nn.GRUCell(3, 4)
show("grucell_saved", lambda: gcell(x), saved=True)

enc = nn.TransformerEncoderLayer(d_model=4, nhead=2, dim_feedforward=6, dropout=0.0)
src = torch.randn(3, 2, 4)
show("enc_layer", lambda: enc(src).sum())
enc_bf = nn.TransformerEncoderLayer(d_model=4, nhead=2, dim_feedforward=6, dropout=0.0, batch_first=True,
                                    norm_first=True, activation="gelu")
show("enc_layer_normfirst", lambda: enc_bf(src.transpose(0, 1)).mean())
mask = nn.Transformer.generate_square_subsequent_mask(3)
show("enc_layer_mask", lambda: enc(src, src_mask=mask).sum())

mha = nn.MultiheadAttention(4, 2)
q = torch.randn(3, 2, 4)
kpm = torch.tensor([[False, False, True], [False, True, True]])
show("mha_self", lambda: mha(q, q, q))
show("mha_masks", lambda: mha(q, q, q, key_padding_mask=kpm, attn_mask=mask))
show("mha_noweights", lambda: mha(q, q, q, need_weights=False)[0])
show("mha_avg_false", lambda: mha(q, q, q, average_attn_weights=False)[1])
mha_bf = nn.MultiheadAttention(4, 1, batch_first=True, bias=False)
kv = torch.randn(2, 5, 4)
show("mha_cross", lambda: mha_bf(q.transpose(0, 1), kv, kv)[0])
show("sdpa", lambda: F.scaled_dot_product_attention(q, q, q, is_causal=True))
