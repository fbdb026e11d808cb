# Recursive grad_fn walks (issue 13): every loss with each reduction.
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
x = torch.randn(3, 5, requires_grad=True)
y = torch.randn(3, 5)
p = torch.rand(3, 5, requires_grad=True)
t01 = torch.rand(3, 5)
cls = torch.tensor([1, 0, 4])
sign = torch.tensor([1., -1., 1.])
cases = []
for r in ("mean", "sum", "none"):
    cases += [
        ("mse_" + r, lambda r=r: F.mse_loss(x, y, reduction=r)), ("mse_both_" + r, lambda r=r: F.mse_loss(x, p, reduction=r)),
        ("l1_" + r, lambda r=r: F.l1_loss(x, y, reduction=r)), ("smoothl1_" + r, lambda r=r: F.smooth_l1_loss(x, y, reduction=r, beta=0.5)),
        ("huber_" + r, lambda r=r: F.huber_loss(x, y, reduction=r)), ("bce_" + r, lambda r=r: F.binary_cross_entropy(p, t01, reduction=r)),
        ("bce_w_" + r, lambda r=r: F.binary_cross_entropy(p, t01, weight=torch.ones(5), reduction=r)),
        ("bcel_" + r, lambda r=r: F.binary_cross_entropy_with_logits(x, t01, reduction=r)),
        ("bcel_pw_" + r, lambda r=r: F.binary_cross_entropy_with_logits(x, t01, pos_weight=torch.ones(5) * 2, reduction=r)),
        ("ce_" + r, lambda r=r: F.cross_entropy(x, cls, reduction=r)), ("ce_w_" + r, lambda r=r: F.cross_entropy(x, cls, weight=torch.rand(5), reduction=r)),
        ("ce_ls_" + r, lambda r=r: F.cross_entropy(x, cls, label_smoothing=0.1, reduction=r)),
        ("ce_prob_" + r, lambda r=r: F.cross_entropy(x, t01.softmax(1), reduction=r)), ("ce_ign_" + r, lambda r=r: F.cross_entropy(x, cls, ignore_index=0, reduction=r)),
        ("nll_" + r, lambda r=r: F.nll_loss(x, cls, reduction=r)), ("nll2d_" + r, lambda r=r: F.nll_loss(x.view(1, 3, 5, 1), cls.view(1, 3, 1)[:, :, :1].expand(1, 5, 1).clamp(max=2).view(1, 5, 1)[:, :1], reduction=r)),
        ("kl_" + r, lambda r=r: F.kl_div(x, t01, reduction=r)), ("kl_log_" + r, lambda r=r: F.kl_div(x, p.log(), reduction=r, log_target=True)),
        ("poisson_" + r, lambda r=r: F.poisson_nll_loss(x, t01, reduction=r)), ("poisson_nolog_" + r, lambda r=r: F.poisson_nll_loss(p, t01, log_input=False, full=True, reduction=r)),
        ("gauss_" + r, lambda r=r: F.gaussian_nll_loss(x, y, p + 0.1, reduction=r)),
        ("hinge_emb_" + r, lambda r=r: F.hinge_embedding_loss(x, torch.ones(3, 5), reduction=r)),
        ("soft_margin_" + r, lambda r=r: F.soft_margin_loss(x, torch.ones(3, 5), reduction=r)),
        ("multilabel_soft_" + r, lambda r=r: F.multilabel_soft_margin_loss(x, t01.round(), reduction=r)),
        ("multi_margin_" + r, lambda r=r: F.multi_margin_loss(x, cls, reduction=r)),
        ("multilabel_margin_" + r, lambda r=r: F.multilabel_margin_loss(x, torch.tensor([[0, 1, -1, 0, 0]] * 3), reduction=r)),
        ("margin_rank_" + r, lambda r=r: F.margin_ranking_loss(x[:, 0], x[:, 1], sign, reduction=r)),
        ("cos_emb_" + r, lambda r=r: F.cosine_embedding_loss(x, p, sign, reduction=r)),
        ("triplet_" + r, lambda r=r: F.triplet_margin_loss(x, p, y, reduction=r)),
        ("ctc_" + r, lambda r=r: F.ctc_loss(x.log_softmax(1).view(3, 1, 5), torch.tensor([[1, 2]]), [3], [2], reduction=r)),
    ]
cases += [("mse_m", lambda: nn.MSELoss()(x, y)), ("ce_m", lambda: nn.CrossEntropyLoss()(x, cls)), ("bcel_m", lambda: nn.BCEWithLogitsLoss()(x, t01)),
          ("nll_m", lambda: nn.NLLLoss()(x.log_softmax(1), cls)), ("huber_m", lambda: nn.HuberLoss(delta=0.5)(x, y)),
          ("kl_batchmean", lambda: F.kl_div(x.log_softmax(1), t01, reduction="batchmean"))]
for name, f in cases:
    show(name, f)
