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
x4 = torch.randn(2, 3, 4, 4, requires_grad=True)
x3 = torch.randn(2, 3, 6, requires_grad=True)
s = torch.randn(5, 2, 4, requires_grad=True)
t = torch.randn(3, 4)
y = torch.tensor([0, 3, 1])
kpm = torch.tensor([[False, False, False, True, True], [False, False, False, False, False]])
am = torch.triu(torch.ones(5, 5, dtype=torch.bool), 1)
cases = [
    ("var_corr", lambda: a.var(1, correction=0)), ("std_all", lambda: a.std(unbiased=False)), ("norm_fro", lambda: torch.norm(a)),
    ("norm_p3", lambda: torch.norm(a, p=3, dim=1)), ("lin_norm", lambda: torch.linalg.norm(a, dim=1)), ("vec_norm", lambda: torch.linalg.vector_norm(a, ord=1)),
    ("softmax_dt", lambda: a.softmax(1, dtype=torch.float64)), ("normalize_p1", lambda: F.normalize(a, p=1, dim=0)),
    ("cumsum0", lambda: a.cumsum(0)), ("sort_desc", lambda: a.sort(1, descending=True)[0]), ("max_pair", lambda: torch.max(a, b)),
    ("min_all", lambda: a.min()), ("where_ss", lambda: torch.where(a > 0, 1.0, a)), ("masked_scatter", lambda: a.masked_scatter(a > 0, b)),
    ("index_put", lambda: a.index_put((torch.tensor([0, 2]),), b[:2])), 
    ("sigmoid_mul", lambda: a * a.sigmoid()), ("exp_sum_log", lambda: a.exp().sum(1).log()),
    ("abs_mean_keep", lambda: a.abs().mean(dim=(0, 1), keepdim=True)), ("sum_neg_dim", lambda: a.sum(-1)), ("amin", lambda: a.amin(0)),
    ("chunk3", lambda: a.chunk(3, 0)), ("split_w", lambda: torch.split(a, [1, 2], 0)), ("unbind1", lambda: a.unbind(1)),
    ("stack_neg", lambda: torch.stack([a, b], -1)), ("cat_neg", lambda: torch.cat([a, b], -1)), ("squeeze_multi", lambda: a.view(1, 3, 1, 4).squeeze((0, 2))),
    ("view_neg", lambda: a.view(-1, 2)), ("reshape_nc", lambda: a.t().reshape(12)), ("flatten_nc", lambda: a.t().flatten()),
    ("expand_neg", lambda: v.unsqueeze(0).expand(3, -1)), ("idx_step", lambda: a[::2, 1::2]), ("idx_neg", lambda: a[-1]),
    ("idx_tensor2", lambda: a[torch.tensor([0, 1]), torch.tensor([2, 3])]), ("idx_mixed", lambda: a[1:, [0, 2]]),
    ("gather0", lambda: a.gather(0, torch.tensor([[0, 1, 2, 0]]))), ("scatter_reduce", lambda: a.scatter_reduce(0, torch.tensor([[0, 1, 2, 0]]), b[:1], "sum")),
    ("matmul_bt", lambda: torch.randn(2, 3, 4).requires_grad_() @ m), ("matmul_12", lambda: v @ m), ("mm_t", lambda: a.mm(a.t())),
    ("bmm2", lambda: torch.bmm(s.transpose(0, 1), s.permute(1, 2, 0))), ("linear3d_nb", lambda: F.linear(s, m.t())),
    ("nll_ignore", lambda: F.nll_loss(a.log_softmax(1), torch.tensor([0, -100, 2]))), ("bce_none", lambda: F.binary_cross_entropy(a.sigmoid(), t.sigmoid(), reduction="none")),
    ("poisson_full", lambda: F.poisson_nll_loss(a, t.abs(), full=True)), ("smooth_none", lambda: F.smooth_l1_loss(a, t, reduction="none")),
    ("huber_sum", lambda: F.huber_loss(a, t, reduction="sum")), ("multilabel_margin", lambda: F.multilabel_margin_loss(a, torch.tensor([[0, 1, -1, 0], [2, -1, 0, 0], [3, 2, -1, 0]]))),
    ("l1_sum", lambda: F.l1_loss(a, b, reduction="sum")), ("mse_bcast", lambda: F.mse_loss(a, b)),
    ("conv1d_pad", lambda: nn.Conv1d(3, 4, 3, padding="same")(x3)),
    ("conv2d_dil", lambda: nn.Conv2d(3, 2, 2, dilation=2)(x4)), ("conv2d_unb", lambda: nn.Conv2d(3, 2, 2)(x4[0])),
    ("maxpool_pad", lambda: nn.MaxPool2d(3, 1, 1)(x4)), ("avgpool_pad", lambda: nn.AvgPool2d(3, 1, 1)(x4)), ("avgpool_cip", lambda: nn.AvgPool2d(2, count_include_pad=False, padding=1)(x4)),
    ("lppool", lambda: nn.LPPool2d(2, 2)(x4)), ("adapt_avg1", lambda: F.adaptive_avg_pool2d(x4, (1, 1))), ("global_mean", lambda: x4.mean((2, 3))),
    ("bn_noaff_eval", lambda: nn.BatchNorm2d(3, affine=False).eval()(x4)), ("bn1d_3d", lambda: nn.BatchNorm1d(3)(x3)), ("F_bn_train", lambda: F.batch_norm(a, None, None, training=True)),
    ("ln_2d", lambda: nn.LayerNorm([3, 4])(a.unsqueeze(0))), ("gn_2", lambda: nn.GroupNorm(3, 3)(x3)), ("in_track", lambda: nn.InstanceNorm1d(3, track_running_stats=True)(x3)),
    ("embed_maxnorm", lambda: nn.Embedding(10, 3, max_norm=1.0)(torch.tensor([1, 2]))), ("F_embedding", lambda: F.embedding(torch.tensor([1, 0]), m)),
    ("gru_2l_bi", lambda: nn.GRU(4, 3, num_layers=2, bidirectional=True)(s)[0]), ("gru_bf", lambda: nn.GRU(4, 3, batch_first=True)(s)[1]),
    ("rnn_bi", lambda: nn.RNN(4, 2, bidirectional=True)(s)[0]), ("rnn_2l_h", lambda: nn.RNN(4, 2, num_layers=2)(s)[1]),
    ("lstm_2l_bi_c", lambda: nn.LSTM(4, 2, num_layers=2, bidirectional=True)(s)[1][1]), ("lstm_unb_h", lambda: nn.LSTM(4, 2)(s[:, 0])[1][0]),
    ("lstm_bf_hx", lambda: nn.LSTM(4, 2, batch_first=True)(s, (torch.zeros(1, 5, 2), torch.zeros(1, 5, 2)))[0]),
    ("lstm_drop_eval", lambda: nn.LSTM(4, 2, num_layers=2, dropout=0.5).eval()(s)[0]),
    ("lstm_double", lambda: nn.LSTM(4, 2).double()(s.double())[0]),
    ("mha_kpm", lambda: nn.MultiheadAttention(4, 2)(s, s, s, key_padding_mask=kpm)[0]),
    ("mha_am", lambda: nn.MultiheadAttention(4, 2)(s, s, s, attn_mask=am)[0]),
    ("mha_noavg", lambda: nn.MultiheadAttention(4, 2)(s, s, s, average_attn_weights=False)[1]),
    ("mha_bias_kv", lambda: nn.MultiheadAttention(4, 2, add_bias_kv=True)(s, s, s)[0]),
    ("mha_nobias", lambda: nn.MultiheadAttention(4, 2, bias=False)(s, s, s)[0]),
    ("te_stack", lambda: nn.TransformerEncoder(nn.TransformerEncoderLayer(4, 2, 8, dropout=0.0), 2, enable_nested_tensor=False)(s)),
    ("tel_gelu", lambda: nn.TransformerEncoderLayer(4, 2, 8, dropout=0.0, activation="gelu")(s)),
    ("tel_mask", lambda: nn.TransformerEncoderLayer(4, 2, 8, dropout=0.0)(s, src_mask=am)),
    ("tel_train_drop", lambda: nn.TransformerEncoderLayer(4, 2, 8)(s)),
    ("dropout1d", lambda: nn.Dropout1d(0.5)(x3)), ("feature_alpha", lambda: nn.FeatureAlphaDropout(0.5)(x4)),
    ("F_dropout_eval", lambda: F.dropout(a, 0.5, training=False)), ("softplus_beta", lambda: F.softplus(a, beta=2)),
    ("leaky_inplace", lambda: F.leaky_relu(a.clone(), 0.2, inplace=True)), ("elu_alpha", lambda: F.elu(a, 0.5)),
    ("hardtanh_mm", lambda: F.hardtanh(a, -0.5, 0.5)), ("silu_inplace", lambda: F.silu(a.clone(), inplace=True)),
    ("logsigmoid", lambda: F.logsigmoid(a)), ("gelu_none", lambda: F.gelu(a, approximate="none")), ("tanh_F", lambda: F.tanh(a)), ("sigmoid_F", lambda: F.sigmoid(a)),
    ("gumbel_idx", lambda: F.gumbel_softmax(a, hard=False)), ("one_hot_ce", lambda: F.cross_entropy(a, F.one_hot(y, 4).float())),
]
for name, f in cases:
    torch.manual_seed(1)
    try:
        r = f()
    except Exception as e:
        print("==", name); print(type(e).__name__, e); continue
    show(name, r)
