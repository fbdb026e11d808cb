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
t = torch.randn(3, 4)
p = torch.rand(3, 4, requires_grad=True)
y = torch.tensor([0, 3, 1])
w = torch.tensor([1., 2., 0.5, 1.])
cases = [
    ("mse", lambda: F.mse_loss(a, t)), ("mse_sum", lambda: F.mse_loss(a, b, reduction="sum")), ("mse_none", lambda: F.mse_loss(a, t, reduction="none")),
    ("l1", lambda: F.l1_loss(a, t)), ("l1_none", lambda: F.l1_loss(a, b, reduction="none")),
    ("smooth_l1", lambda: F.smooth_l1_loss(a, t)), ("smooth_l1_b", lambda: F.smooth_l1_loss(a, t, beta=0.5)),
    ("smooth_l1_b0", lambda: F.smooth_l1_loss(a, t, beta=0.)), ("huber", lambda: F.huber_loss(a, b, delta=0.7)),
    ("bce", lambda: F.binary_cross_entropy(p, t.sigmoid())), ("bce_w", lambda: F.binary_cross_entropy(p, t.sigmoid(), weight=w)),
    ("bce_logits", lambda: F.binary_cross_entropy_with_logits(a, t.sigmoid())),
    ("bce_logits_pw", lambda: F.binary_cross_entropy_with_logits(a, t.sigmoid(), pos_weight=w)),
    ("bce_logits_w", lambda: F.binary_cross_entropy_with_logits(a, t.sigmoid(), weight=w, reduction="sum")),
    ("ce", lambda: F.cross_entropy(a, y)), ("ce_w", lambda: F.cross_entropy(a, y, weight=w)),
    ("ce_ls", lambda: F.cross_entropy(a, y, label_smoothing=0.1)), ("ce_ls_w", lambda: F.cross_entropy(a, y, weight=w, label_smoothing=0.2)),
    ("ce_ignore", lambda: F.cross_entropy(a, torch.tensor([0, -100, 1]))), ("ce_sum", lambda: F.cross_entropy(a, y, reduction="sum")),
    ("ce_none", lambda: F.cross_entropy(a, y, reduction="none")), ("ce_prob", lambda: F.cross_entropy(a, t.softmax(1))),
    ("ce_prob_ls", lambda: F.cross_entropy(a, t.softmax(1), label_smoothing=0.1)),
    
    ("ce_2d", lambda: F.cross_entropy(a.view(1, 3, 2, 2), torch.tensor([[[0, 1], [2, 1]]]))),
    ("ce_2d_w", lambda: F.cross_entropy(a.view(1, 3, 2, 2), torch.tensor([[[0, 1], [2, 1]]]), weight=w[:3], reduction="sum")),
    ("nll", lambda: F.nll_loss(a.log_softmax(1), y)), ("nll_w", lambda: F.nll_loss(a, y, weight=w)),
    ("nll_none", lambda: F.nll_loss(a, y, reduction="none")), ("nll_2d", lambda: F.nll_loss(a.view(1, 3, 2, 2), torch.tensor([[[0, 1], [2, 1]]]))),
    ("kl", lambda: F.kl_div(a, b, reduction="batchmean")), ("kl_sum", lambda: F.kl_div(a, t.softmax(1), reduction="sum")),
    ("kl_log", lambda: F.kl_div(a, b, log_target=True, reduction="sum")), ("kl_none", lambda: F.kl_div(a, b, reduction="none")),
    ("cos_emb", lambda: F.cosine_embedding_loss(a, b, torch.tensor([1, -1, 1]))),
    ("margin_rank", lambda: F.margin_ranking_loss(v, v.flip(0), torch.tensor([1., -1., 1., 1.]))),
    ("triplet", lambda: F.triplet_margin_loss(a, b, t)), ("triplet_swap", lambda: F.triplet_margin_loss(a, b, t, swap=True, p=1)),
    ("hinge_emb", lambda: F.hinge_embedding_loss(a, t.sign())), ("soft_margin", lambda: F.soft_margin_loss(a, t.sign())),
    ("multilabel_sm", lambda: F.multilabel_soft_margin_loss(a, (t > 0).float())),
    ("multi_margin", lambda: F.multi_margin_loss(a, y)), ("poisson", lambda: F.poisson_nll_loss(a, t.abs())),
    ("gauss", lambda: F.gaussian_nll_loss(a, t, p + 0.1)), ("nn_mse", lambda: nn.MSELoss()(a, t)),
    ("nn_ce", lambda: nn.CrossEntropyLoss(label_smoothing=0.05)(a, y)), ("nn_bcel", lambda: nn.BCEWithLogitsLoss()(a, t.sigmoid())),
    ("nn_kl", lambda: nn.KLDivLoss(reduction="batchmean")(a.log_softmax(1), t.softmax(1))),
]
for name, f in cases:
    try:
        r = f()
    except Exception as e:
        print("==", name); print(type(e).__name__, e); continue
    show(name, r)
