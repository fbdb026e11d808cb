# The 31-case graph probe of issue 13 (session 8): grad_fn names and edges of common ops and layers.
import torch, torch.nn as nn, torch.nn.functional as F
def walk(fn, d=0, seen=None):
    if fn is None: print('  '*d + 'None'); return
    print('  '*d + type(fn).__name__)
    for f, i in fn.next_functions: walk(f, d+1)
torch.manual_seed(0)
a = torch.randn(3, 4, requires_grad=True); b = torch.randn(3, 4, requires_grad=True)
lin = nn.Linear(4, 2)
for name, y in [('lerp', torch.lerp(a, b, 0.5)), ('addcmul', torch.addcmul(a, a, b)),
                ('mse', F.mse_loss(lin(a), torch.zeros(3, 2))), ('ce', F.cross_entropy(lin(a), torch.tensor([0, 1, 1]))),
                ('bce', F.binary_cross_entropy_with_logits(lin(a), torch.ones(3, 2))),
                ('ln', F.layer_norm(a, (4,))), ('norm', a.norm()), ('lse', a.logsumexp(1)), ('vm', torch.var_mean(a, 1)[0]),
                ('clamp', a.clamp(min=0)), ('where', torch.where(a > 0, a, b)), ('mf', a.masked_fill(a > 0, 0.)),
                ('cont', a.t().contiguous()), ('reshape', a.t().reshape(-1)), ('smoothl1', F.smooth_l1_loss(a, b)),
                ('nll', F.nll_loss(F.log_softmax(lin(a), 1), torch.tensor([0, 1, 1]))),
                ('gelu', F.gelu(a)), ('softmax', a.softmax(0)), ('dropout', F.dropout(a, 0.5)), ('mean', a.mean()),
                ('std', a.std()), ('kl', F.kl_div(a, b, reduction='batchmean')), ('l1', F.l1_loss(a, b)),
                ('cos', F.cosine_similarity(a, b)), ('pad', F.pad(a, (1, 1))), ('embed', nn.Embedding(5, 3)(torch.tensor([1, 2]))),
                ('bn', nn.BatchNorm1d(4)(a)), ('conv', nn.Conv1d(3, 2, 2, bias=False)(a.unsqueeze(0))),
                ('lstm', nn.LSTM(4, 2)(a.unsqueeze(1))[0]), ('gru', nn.GRUCell(4, 2)(a)), ('mha', nn.MultiheadAttention(4, 2)(a, a, a)[0])]:
    print('==', name); walk(y.grad_fn)
