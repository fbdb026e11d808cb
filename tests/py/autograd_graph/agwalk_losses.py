# Recursive grad_fn walks of losses with class weights, ignore_index, label_smoothing and
# every reduction, with saved attributes.
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
lg = torch.randn(4, 3, requires_grad=True)
tg = torch.tensor([0, 2, -100, 1])
w = torch.tensor([1.0, 2.0, 0.5])
prob_t = torch.softmax(torch.randn(4, 3), 1)
x = torch.randn(4, 3, requires_grad=True)
y = torch.randn(4, 3)
p = torch.rand(4, 3, requires_grad=True)
t01 = torch.rand(4, 3)
cases = [
    ("ce_weight", lambda: F.cross_entropy(lg, tg.clamp(min=0), weight=w)),
    ("ce_ignore", lambda: F.cross_entropy(lg, tg)),
    ("ce_ignore_sum", lambda: F.cross_entropy(lg, tg, reduction="sum")),
    ("ce_ignore_none", lambda: F.cross_entropy(lg, tg, reduction="none")),
    ("ce_ls", lambda: F.cross_entropy(lg, tg.clamp(min=0), label_smoothing=0.1)),
    ("ce_ls_w_ignore", lambda: F.cross_entropy(lg, tg, weight=w, label_smoothing=0.2)),
    ("ce_probs", lambda: F.cross_entropy(lg, prob_t)),
    ("ce_probs_ls", lambda: F.cross_entropy(lg, prob_t, label_smoothing=0.1)),
    ("ce_module", lambda: nn.CrossEntropyLoss(weight=w, ignore_index=1)(lg, tg.clamp(min=0))),
    ("nll_weight", lambda: F.nll_loss(F.log_softmax(lg, 1), tg, weight=w)),
    ("nll_none", lambda: F.nll_loss(F.log_softmax(lg, 1), tg, reduction="none")),
    ("nll_2d", lambda: F.nll_loss(torch.randn(2, 3, 2, 2, requires_grad=True), torch.tensor([[[0, 1], [2, 1]], [[1, 1], [0, 2]]]))),
    ("bce_weight", lambda: F.binary_cross_entropy(p, t01, weight=torch.rand(3))),
    ("bce_logits_posw", lambda: F.binary_cross_entropy_with_logits(x, t01, pos_weight=torch.rand(3))),
    ("bce_logits_w_sum", lambda: F.binary_cross_entropy_with_logits(x, t01, weight=torch.rand(4, 3), reduction="sum")),
    ("mse_sum", lambda: F.mse_loss(x, y, reduction="sum")),
    ("mse_none", lambda: F.mse_loss(x, y, reduction="none")),
    ("l1_mean", lambda: F.l1_loss(x, y)),
    ("smooth_l1_beta", lambda: F.smooth_l1_loss(x, y, beta=0.5)),
    ("huber", lambda: F.huber_loss(x, y, delta=2.0)),
    ("kl_batchmean", lambda: F.kl_div(F.log_softmax(x, 1), prob_t, reduction="batchmean")),
    ("kl_logtarget", lambda: F.kl_div(F.log_softmax(x, 1), prob_t.log(), log_target=True)),
    ("margin_ranking", lambda: F.margin_ranking_loss(x[:, 0], x[:, 1], torch.tensor([1.0, -1.0, 1.0, -1.0]))),
    ("hinge_emb", lambda: F.hinge_embedding_loss(x, torch.ones(4, 3))),
    ("soft_margin", lambda: F.soft_margin_loss(x, torch.ones(4, 3))),
    ("multilabel_soft", lambda: F.multilabel_soft_margin_loss(x, (t01 > 0.5).float())),
    ("multi_margin", lambda: F.multi_margin_loss(x, torch.tensor([0, 1, 2, 0]))),
    ("cosine_emb", lambda: F.cosine_embedding_loss(x, y, torch.tensor([1, -1, 1, -1]))),
    ("triplet", lambda: F.triplet_margin_loss(x, y, x.flip(0))),
    ("poisson_nll", lambda: F.poisson_nll_loss(x, t01)),
    ("gaussian_nll", lambda: F.gaussian_nll_loss(x, y, p + 0.1)),
    ("ctc", lambda: F.ctc_loss(torch.randn(5, 2, 4, requires_grad=True).log_softmax(2), torch.tensor([[1, 2], [3, 1]]), (5, 5), (2, 2))),
]
for name, f in cases:
    show(name, f, saved=True)
