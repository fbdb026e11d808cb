# Recursive grad_fn walks of more layers and functionals: transposed and grouped convs,
# group/instance/local-response norms, pixel shuffle, upsampling, adaptive max pooling,
# bilinear, PReLU, embeddings with max_norm, distances, fold/unfold, parametrizations.
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
x4 = torch.randn(2, 4, 6, 6)
x3 = torch.randn(2, 4, 8)
x2 = torch.randn(3, 4)
cases = [
    ("convT2d", lambda: nn.ConvTranspose2d(4, 2, 3, stride=2, padding=1, output_padding=1)(x4)),
    ("conv2d_groups", lambda: nn.Conv2d(4, 4, 3, groups=2, padding="same", bias=False)(x4)),
    ("conv1d_dil", lambda: nn.Conv1d(4, 3, 3, dilation=2, padding_mode="reflect", padding=2)(x3)),
    ("groupnorm", lambda: nn.GroupNorm(2, 4)(x4)),
    ("instancenorm", lambda: nn.InstanceNorm2d(4, affine=True)(x4)),
    ("instancenorm_noaff", lambda: nn.InstanceNorm1d(4)(x3)),
    ("lrn", lambda: nn.LocalResponseNorm(2)(x4)),
    ("pixelshuffle", lambda: nn.PixelShuffle(2)(nn.Conv2d(4, 8, 1)(x4))),
    ("up_nearest", lambda: nn.Upsample(scale_factor=2)(nn.Conv2d(4, 2, 1)(x4))),
    ("up_bilinear", lambda: F.interpolate(nn.Conv2d(4, 2, 1)(x4), size=(9, 9), mode="bilinear", align_corners=True)),
    ("adaptive_max", lambda: nn.AdaptiveMaxPool2d(2)(nn.Conv2d(4, 2, 1)(x4))),
    ("maxpool_ceil", lambda: nn.MaxPool2d(3, 2, ceil_mode=True)(nn.Conv2d(4, 2, 1)(x4))),
    ("avgpool_pad", lambda: nn.AvgPool2d(3, 2, padding=1, count_include_pad=False)(nn.Conv2d(4, 2, 1)(x4))),
    ("lppool", lambda: nn.LPPool2d(2, 2)(nn.Conv2d(4, 2, 1)(x4))),
    ("bilinear", lambda: nn.Bilinear(4, 4, 2)(x2, x2.flip(0))),
    ("prelu", lambda: nn.PReLU()(nn.Linear(4, 3)(x2))),
    ("emb_maxnorm", lambda: nn.Embedding(5, 3, max_norm=1.0)(torch.tensor([1, 2, 1]))),
    ("cos_sim", lambda: F.cosine_similarity(nn.Linear(4, 3)(x2), x2[:, :3])),
    ("pairwise", lambda: nn.PairwiseDistance()(nn.Linear(4, 3)(x2), x2[:, :3])),
    ("normalize", lambda: F.normalize(nn.Linear(4, 3)(x2), dim=1)),
    ("unfold", lambda: F.unfold(nn.Conv2d(4, 2, 1)(x4), 2)),
    ("fold", lambda: F.fold(nn.Linear(8, 8)(torch.randn(1, 4, 8)).transpose(1, 2).reshape(1, 8, 4), (3, 3), 2)),
    ("glu", lambda: F.glu(nn.Linear(4, 6)(x2))),
    ("mish_hardswish", lambda: F.hardswish(F.mish(nn.Linear(4, 3)(x2)))),
    ("logsigmoid_softsign", lambda: F.softsign(F.logsigmoid(nn.Linear(4, 3)(x2)))),
    ("threshold", lambda: nn.Threshold(0.1, 20.0)(nn.Linear(4, 3)(x2))),
    ("celu_selu", lambda: F.selu(F.celu(nn.Linear(4, 3)(x2)))),
    ("softmin", lambda: nn.Softmin(dim=1)(nn.Linear(4, 3)(x2))),
    ("weight_norm", lambda: nn.utils.parametrizations.weight_norm(nn.Linear(4, 3))(x2)),
    ("spectral_norm_eval", lambda: nn.utils.parametrizations.spectral_norm(nn.Linear(4, 3)).eval()(x2)),
    ("rnn_packed", lambda: nn.GRU(4, 3)(nn.utils.rnn.pack_padded_sequence(torch.randn(3, 2, 4), [3, 2]))[1]),
    ("transformer_dec", lambda: nn.TransformerDecoderLayer(4, 2, 8, dropout=0.0)(torch.randn(2, 1, 4), torch.randn(3, 1, 4)).sum()),
]
for name, f in cases:
    show(name, f, saved=True)
