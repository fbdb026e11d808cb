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
x4 = torch.randn(2, 3, 5, 5, requires_grad=True)
x3 = torch.randn(2, 3, 6, requires_grad=True)
s = torch.randn(5, 2, 4, requires_grad=True)
cases = [
    ("linear", lambda: nn.Linear(4, 2)(a)), ("linear_nb", lambda: nn.Linear(4, 2, bias=False)(a)),
    ("linear_1d", lambda: nn.Linear(4, 2)(v)), ("linear_3d", lambda: nn.Linear(4, 2)(s)),
    ("conv1d", lambda: nn.Conv1d(3, 2, 3)(x3)), ("conv1d_nb", lambda: nn.Conv1d(3, 2, 3, bias=False)(x3)),
    ("conv2d", lambda: nn.Conv2d(3, 2, 3, padding=1)(x4)), ("conv2d_nb", lambda: nn.Conv2d(3, 4, 3, stride=2, bias=False)(x4)),
    ("conv2d_groups", lambda: nn.Conv2d(3, 3, 3, groups=3)(x4)), ("conv2d_reflect", lambda: nn.Conv2d(3, 2, 3, padding=1, padding_mode="reflect")(x4)),
    ("convT2d", lambda: nn.ConvTranspose2d(3, 2, 3, stride=2)(x4)), ("convT2d_nb", lambda: nn.ConvTranspose2d(3, 2, 2, bias=False)(x4)),
    ("convT1d", lambda: nn.ConvTranspose1d(3, 2, 3)(x3)),
    ("bn1d", lambda: nn.BatchNorm1d(4)(a)), ("bn2d", lambda: nn.BatchNorm2d(3)(x4)), ("bn2d_eval", lambda: nn.BatchNorm2d(3).eval()(x4)),
    ("bn_noaffine", lambda: nn.BatchNorm2d(3, affine=False)(x4)), ("bn_nostats_eval", lambda: nn.BatchNorm1d(4, track_running_stats=False).eval()(a)),
    ("ln", lambda: nn.LayerNorm(4)(a)), ("ln_noaff", lambda: nn.LayerNorm(4, elementwise_affine=False)(a)), ("ln_nobias", lambda: nn.LayerNorm(4, bias=False)(a)),
    ("gn", lambda: nn.GroupNorm(1, 3)(x4)), ("gn_noaff", lambda: nn.GroupNorm(3, 3, affine=False)(x3)),
    ("in2d", lambda: nn.InstanceNorm2d(3)(x4)), ("in1d_aff", lambda: nn.InstanceNorm1d(3, affine=True)(x3)),
    ("embed", lambda: nn.Embedding(10, 3)(torch.tensor([[1, 2], [3, 9]]))),
    ("embed_pad", lambda: nn.Embedding(10, 3, padding_idx=0)(torch.tensor([0, 2]))), ("embed_bag", lambda: nn.EmbeddingBag(10, 3)(torch.tensor([[1, 2], [3, 9]]))),
    ("dropout_train", lambda: nn.Dropout(0.5)(a)), ("dropout_eval", lambda: nn.Dropout(0.5).eval()(a)), ("dropout_p0", lambda: nn.Dropout(0.)(a)),
    ("dropout2d", lambda: nn.Dropout2d(0.5)(x4)), ("alpha_dropout", lambda: nn.AlphaDropout(0.5)(a)),
    ("F_dropout_inplace", lambda: F.dropout(a.clone(), 0.3, inplace=True)),
    ("maxpool2d", lambda: nn.MaxPool2d(2)(x4)), ("maxpool2d_idx", lambda: nn.MaxPool2d(2, return_indices=True)(x4)[0]),
    ("maxpool1d", lambda: nn.MaxPool1d(2)(x3)), ("avgpool2d", lambda: nn.AvgPool2d(2)(x4)), ("avgpool1d", lambda: nn.AvgPool1d(2)(x3)),
    ("adapt_avg", lambda: nn.AdaptiveAvgPool2d(1)(x4)), ("adapt_avg2", lambda: nn.AdaptiveAvgPool2d((2, 3))(x4)),
    ("adapt_max", lambda: nn.AdaptiveMaxPool2d(2)(x4)), ("adapt_avg1d", lambda: nn.AdaptiveAvgPool1d(2)(x3)),
    ("flatten", lambda: nn.Flatten()(x4)), ("unflatten", lambda: nn.Unflatten(1, (2, 2))(a)),
    ("upsample", lambda: nn.Upsample(scale_factor=2)(x4)), ("upsample_bil", lambda: nn.Upsample(scale_factor=2, mode="bilinear")(x4)),
    ("pixel_shuffle", lambda: nn.PixelShuffle(2)(torch.randn(1, 4, 2, 2, requires_grad=True))),
    ("pixel_unshuffle", lambda: nn.PixelUnshuffle(2)(torch.randn(1, 1, 4, 4, requires_grad=True))),
    ("channel_shuffle", lambda: nn.ChannelShuffle(3)(torch.randn(1, 6, 2, 2, requires_grad=True))),
    ("maxunpool", lambda: (lambda o: nn.MaxUnpool2d(2)(o[0], o[1]))(nn.MaxPool2d(2, return_indices=True)(x4[:, :, :4, :4]))),
    ("affine_grid", lambda: F.affine_grid(torch.randn(1, 2, 3, requires_grad=True), [1, 1, 2, 2], align_corners=False)),
    
    ("zeropad", lambda: nn.ZeroPad2d(1)(x4)), ("reflpad", lambda: nn.ReflectionPad2d(1)(x4)), ("reppad", lambda: nn.ReplicationPad1d(1)(x3)),
    ("relu", lambda: nn.ReLU()(a)), ("relu_inplace", lambda: nn.ReLU(inplace=True)(a.clone())), ("leaky", lambda: nn.LeakyReLU(0.1)(a)),
    ("elu", lambda: nn.ELU()(a)), ("selu", lambda: nn.SELU()(a)), ("celu", lambda: nn.CELU()(a)), ("gelu", lambda: nn.GELU()(a)),
    ("gelu_tanh", lambda: nn.GELU("tanh")(a)), ("silu", lambda: nn.SiLU()(a)), ("mish", lambda: nn.Mish()(a)),
    ("softplus", lambda: nn.Softplus()(a)), ("softsign", lambda: nn.Softsign()(a)), ("tanhshrink", lambda: nn.Tanhshrink()(a)),
    ("hardtanh", lambda: nn.Hardtanh()(a)), ("relu6", lambda: nn.ReLU6()(a)), ("hardsigmoid", lambda: nn.Hardsigmoid()(a)),
    ("hardswish", lambda: nn.Hardswish()(a)), ("logsigmoid", lambda: nn.LogSigmoid()(a)), ("prelu", lambda: nn.PReLU()(a)),
    ("prelu_c", lambda: nn.PReLU(3)(x4)), ("rrelu_eval", lambda: nn.RReLU().eval()(a)), ("rrelu_train", lambda: nn.RReLU()(a)),
    ("glu", lambda: nn.GLU()(a)), ("threshold", lambda: nn.Threshold(0.1, 20)(a)), ("softshrink", lambda: nn.Softshrink()(a)),
    ("hardshrink", lambda: nn.Hardshrink()(a)), ("softmax", lambda: nn.Softmax(1)(a)), ("logsoftmax", lambda: nn.LogSoftmax(1)(a)),
    ("softmin", lambda: nn.Softmin(1)(a)), ("softmax2d", lambda: nn.Softmax2d()(x4)), ("sigmoid", lambda: nn.Sigmoid()(a)),
    ("tanh", lambda: nn.Tanh()(a)), ("identity", lambda: nn.Identity()(a)), ("cos_sim_mod", lambda: nn.CosineSimilarity()(a, b)),
    ("pairwise_mod", lambda: nn.PairwiseDistance()(a, b)), ("bilinear_mod", lambda: nn.Bilinear(4, 4, 2)(a, b)),
    ("seq", lambda: nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 1))(a)),
    ("mha", lambda: nn.MultiheadAttention(4, 2)(s, s, s)[0]), ("mha_w", lambda: nn.MultiheadAttention(4, 2)(s, s, s)[1]),
    ("mha_nw", lambda: nn.MultiheadAttention(4, 2)(s, s, s, need_weights=False)[0]),
    ("mha_bf", lambda: nn.MultiheadAttention(4, 2, batch_first=True)(s, s, s)[0]),
    ("mha_kdim", lambda: nn.MultiheadAttention(4, 1, kdim=3, vdim=3)(s, torch.randn(5, 2, 3), torch.randn(5, 2, 3))[0]),
    ("sdpa", lambda: F.scaled_dot_product_attention(s, s, s)), ("sdpa_causal", lambda: F.scaled_dot_product_attention(s, s, s, is_causal=True)),
    ("tel", lambda: nn.TransformerEncoderLayer(4, 2, 8, dropout=0.0)(s)),
    ("tel_nf", lambda: nn.TransformerEncoderLayer(4, 2, 8, dropout=0.0, norm_first=True, batch_first=True)(s)),
    ("tdl", lambda: nn.TransformerDecoderLayer(4, 2, 8, dropout=0.0)(s, s)),
]
for name, f in cases:
    torch.manual_seed(1)
    try:
        r = f()
    except Exception as e:
        print("==", name); print(type(e).__name__, e); continue
    show(name, r)
