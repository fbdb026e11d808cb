# Recursive grad_fn walks (issue 13): nn layers (linear, convs, pools, norms, embeddings,
# recurrent layers and cells, attention, transformer layers).
import torch
import torch.nn as nn
import torch.nn.functional as F


def walk(root):
    # each node once, numbered in first-visit order (depth first); edges as (child, input_nr)
    seen = []
    out = []

    def num(fn):
        for k, s in enumerate(seen):
            if s is fn:
                return k, False
        seen.append(fn)
        return len(seen) - 1, True

    def go(fn, depth):
        if len(out) > 200:
            return
        k, new = num(fn)
        if not new:
            out.append("  " * depth + "#%d (again)" % k)
            return
        line = "  " * depth + "#%d %s" % (k, type(fn).__name__)
        for attr in ("_saved_self", "_saved_other", "_saved_result"):
            try:
                v = getattr(fn, attr)
            except AttributeError:
                continue
            except RuntimeError as e:
                line += " %s=<%s>" % (attr[7:], type(e).__name__)
                continue
            line += " %s=%s" % (attr[7:], tuple(v.shape) if isinstance(v, torch.Tensor) else type(v).__name__)
        out.append(line)
        for f, i in fn.next_functions:
            if f is None:
                out.append("  " * (depth + 1) + "None %d" % i)
            else:
                out.append("  " * (depth + 1) + "<- input_nr %d" % i)
                go(f, depth + 1)

    go(root, 0)
    print("\n".join(out))


def show(name, f):
    print("==", name)
    try:
        y = f()
        if isinstance(y, (tuple, list)):
            for t in y:
                if isinstance(t, torch.Tensor) and t.grad_fn is not None:
                    walk(t.grad_fn)
                else:
                    print("no grad_fn")
        elif y.grad_fn is None:
            print("no grad_fn", y.requires_grad)
        else:
            walk(y.grad_fn)
    except Exception as e:
        print(type(e).__name__, e)


torch.manual_seed(0)
x1 = torch.randn(2, 3, 8, requires_grad=True)
x2 = torch.randn(2, 3, 6, 6, requires_grad=True)
x3 = torch.randn(1, 2, 4, 4, 4, requires_grad=True)
xs = torch.randn(5, 2, 4, requires_grad=True)
cases = [
    ("linear", lambda: nn.Linear(8, 2)(x1)), ("linear_nobias", lambda: nn.Linear(8, 2, bias=False)(x1)),
    ("linear_2d", lambda: nn.Linear(8, 2)(x1[0])), ("linear_1d", lambda: nn.Linear(8, 2)(x1[0, 0])), ("bilinear", lambda: nn.Bilinear(8, 8, 2)(x1[0], x1[1])),
    ("conv1d", lambda: nn.Conv1d(3, 4, 3)(x1)), ("conv1d_nb", lambda: nn.Conv1d(3, 4, 3, bias=False, padding=1)(x1)),
    ("conv1d_unbatched", lambda: nn.Conv1d(3, 4, 3)(x1[0])), ("conv2d", lambda: nn.Conv2d(3, 4, 3)(x2)), ("conv2d_nb", lambda: nn.Conv2d(3, 4, 3, bias=False, stride=2)(x2)),
    ("conv2d_groups", lambda: nn.Conv2d(3, 3, 3, groups=3)(x2)), ("conv2d_pad_same", lambda: nn.Conv2d(3, 2, 3, padding="same")(x2)),
    ("conv2d_reflect", lambda: nn.Conv2d(3, 2, 3, padding=1, padding_mode="reflect")(x2)), ("conv3d", lambda: nn.Conv3d(2, 2, 2)(x3)),
    ("conv3d_nb", lambda: nn.Conv3d(2, 2, 2, bias=False)(x3)), ("convT1d", lambda: nn.ConvTranspose1d(3, 2, 3)(x1)),
    ("convT2d", lambda: nn.ConvTranspose2d(3, 2, 3, stride=2)(x2)), ("convT2d_nb", lambda: nn.ConvTranspose2d(3, 2, 3, bias=False)(x2)),
    ("convT3d", lambda: nn.ConvTranspose3d(2, 2, 2)(x3)), ("maxpool1d", lambda: nn.MaxPool1d(2)(x1)), ("maxpool2d", lambda: nn.MaxPool2d(2)(x2)),
    ("maxpool2d_idx", lambda: nn.MaxPool2d(2, return_indices=True)(x2)[0]), ("maxpool3d", lambda: nn.MaxPool3d(2)(x3)),
    ("avgpool1d", lambda: nn.AvgPool1d(2)(x1)), ("avgpool2d", lambda: nn.AvgPool2d(3, 2, 1)(x2)), ("avgpool3d", lambda: nn.AvgPool3d(2)(x3)),
    ("adaptive_avg1d", lambda: nn.AdaptiveAvgPool1d(3)(x1)), ("adaptive_avg2d", lambda: nn.AdaptiveAvgPool2d((2, 3))(x2)),
    ("adaptive_avg2d_1", lambda: nn.AdaptiveAvgPool2d(1)(x2)), ("adaptive_max2d", lambda: nn.AdaptiveMaxPool2d(2)(x2)),
    ("adaptive_max1d", lambda: nn.AdaptiveMaxPool1d(2)(x1)), ("adaptive_avg3d", lambda: nn.AdaptiveAvgPool3d(2)(x3)), ("lppool2d", lambda: nn.LPPool2d(2, 2)(x2)),
    ("bn1d", lambda: nn.BatchNorm1d(3)(x1)), ("bn2d", lambda: nn.BatchNorm2d(3)(x2)), ("bn2d_eval", lambda: nn.BatchNorm2d(3).eval()(x2)),
    ("bn2d_noaffine", lambda: nn.BatchNorm2d(3, affine=False)(x2)), ("bn3d", lambda: nn.BatchNorm3d(2)(x3)),
    ("ln", lambda: nn.LayerNorm(8)(x1)), ("ln_noaffine", lambda: nn.LayerNorm(8, elementwise_affine=False)(x1)), ("ln_2d", lambda: nn.LayerNorm((6, 6))(x2)),
    ("gn", lambda: nn.GroupNorm(1, 3)(x2)), ("in2d", lambda: nn.InstanceNorm2d(3)(x2)), ("in1d_affine", lambda: nn.InstanceNorm1d(3, affine=True)(x1)),
    ("lrn", lambda: nn.LocalResponseNorm(2)(x2)), ("rmsnorm", lambda: nn.RMSNorm(8)(x1)),
    ("embedding", lambda: nn.Embedding(10, 3)(torch.tensor([[1, 2], [3, 4]]))), ("embedding_pad", lambda: nn.Embedding(10, 3, padding_idx=0)(torch.tensor([0, 2]))),
    ("embedding_bag", lambda: nn.EmbeddingBag(10, 3)(torch.tensor([[1, 2], [3, 4]]))),
    ("dropout_eval", lambda: nn.Dropout().eval()(x1)), ("dropout2d", lambda: nn.Dropout2d()(x2)), ("alpha_dropout", lambda: nn.AlphaDropout(0.2)(x1)),
    ("flatten_m", lambda: nn.Flatten()(x2)), ("unflatten_m", lambda: nn.Unflatten(2, (2, 4))(x1)), ("identity", lambda: nn.Identity()(x1)),
    ("upsample", lambda: nn.Upsample(scale_factor=2)(x1)), ("pixel_unshuffle", lambda: nn.PixelUnshuffle(2)(x2)),
    ("zeropad2d", lambda: nn.ZeroPad2d(1)(x2)), ("constpad1d", lambda: nn.ConstantPad1d(2, 0.5)(x1)), ("reflpad2d", lambda: nn.ReflectionPad2d(1)(x2)),
    ("softmax2d", lambda: nn.Softmax2d()(x2)), ("prelu_m", lambda: nn.PReLU(3)(x2)), ("channel_shuffle", lambda: nn.ChannelShuffle(3)(x2)),
    ("cos_sim_m", lambda: nn.CosineSimilarity()(x1, x1 * 2)),
    ("rnn", lambda: nn.RNN(4, 3)(xs)[0]), ("rnn_relu_h", lambda: nn.RNN(4, 3, nonlinearity="relu")(xs[:2])[1]),
    ("rnn_2layer", lambda: nn.RNN(4, 3, num_layers=2)(xs[:2])[1]), ("rnn_bidir", lambda: nn.RNN(4, 3, bidirectional=True)(xs[:2])[0]),
    ("lstm", lambda: nn.LSTM(4, 3)(xs[:2])[0]), ("lstm_c", lambda: nn.LSTM(4, 3)(xs[:2])[1][1]), ("lstm_batch_first", lambda: nn.LSTM(4, 3, batch_first=True)(xs[:2])[1][0]),
    ("lstm_proj", lambda: nn.LSTM(4, 3, proj_size=2)(xs[:2])[0]), ("gru", lambda: nn.GRU(4, 3)(xs[:2])[0]), ("gru_nobias", lambda: nn.GRU(4, 3, bias=False)(xs[:2])[1]),
    ("rnncell", lambda: nn.RNNCell(4, 3)(xs[0])), ("rnncell_h", lambda: nn.RNNCell(4, 3)(xs[0], torch.zeros(2, 3))),
    ("lstmcell", lambda: nn.LSTMCell(4, 3)(xs[0])[0]), ("lstmcell_c", lambda: nn.LSTMCell(4, 3)(xs[0])[1]), ("grucell_nb", lambda: nn.GRUCell(4, 3, bias=False)(xs[0])),
    ("mha", lambda: nn.MultiheadAttention(4, 2)(xs, xs, xs)[0]), ("mha_w", lambda: nn.MultiheadAttention(4, 2)(xs, xs, xs)[1]),
    ("mha_bf_nw", lambda: nn.MultiheadAttention(4, 1, batch_first=True)(xs, xs, xs, need_weights=False)[0]),
    ("mha_kdim", lambda: nn.MultiheadAttention(4, 2, kdim=3, vdim=3)(xs, xs[..., :3], xs[..., :3])[0]),
    ("sdpa", lambda: F.scaled_dot_product_attention(xs, xs, xs)), ("sdpa_causal", lambda: F.scaled_dot_product_attention(xs, xs, xs, is_causal=True)),
    ("enc_layer", lambda: nn.TransformerEncoderLayer(4, 2, 8, dropout=0.0)(xs)), ("enc_layer_nf", lambda: nn.TransformerEncoderLayer(4, 2, 8, dropout=0.0, norm_first=True)(xs)),
    ("dec_layer", lambda: nn.TransformerDecoderLayer(4, 2, 8, dropout=0.0)(xs, xs)),
]
for name, f in cases:
    show(name, f)
