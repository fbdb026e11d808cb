# Recursive grad_fn walks of whole small models: a CNN with BatchNorm and pooling, an
# embedding + linear classifier, weight tying, a VAE with reparameterization.
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


class CNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 4, 3, padding=1)
        self.bn1 = nn.BatchNorm2d(4)
        self.conv2 = nn.Conv2d(4, 6, 3, bias=False)
        self.bn2 = nn.BatchNorm2d(6)
        self.pool = nn.MaxPool2d(2)
        self.drop = nn.Dropout(0.25)
        self.fc = nn.Linear(6 * 3 * 3, 3)

    def forward(self, x):
        x = self.pool(F.relu(self.bn1(self.conv1(x))))
        x = F.relu(self.bn2(self.conv2(x)))
        x = F.adaptive_avg_pool2d(x, 3)
        x = torch.flatten(x, 1)
        return self.fc(self.drop(x))


cnn = CNN()
xi = torch.randn(2, 1, 8, 8)
yi = torch.tensor([0, 2])
show("cnn_train_loss", lambda: F.cross_entropy(cnn(xi), yi))
show("cnn_train_saved", lambda: cnn(xi), saved=True)
cnn.eval()
show("cnn_eval", lambda: cnn(xi).sum())
show("cnn_eval_saved", lambda: cnn(xi), saved=True)
cnn.train()


class Seq(nn.Module):
    def __init__(self):
        super().__init__()
        self.net = nn.Sequential(nn.Conv1d(3, 4, 3), nn.BatchNorm1d(4), nn.ReLU(), nn.AvgPool1d(2),
                                 nn.Flatten(), nn.Linear(8, 2), nn.LogSoftmax(dim=1))

    def forward(self, x):
        return self.net(x)


sq = Seq()
show("seq_nll", lambda: F.nll_loss(sq(torch.randn(3, 3, 6)), torch.tensor([1, 0, 1])))


class EmbClf(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(10, 4, padding_idx=0)
        self.bag = nn.EmbeddingBag(10, 4, mode="mean")
        self.fc = nn.Linear(8, 3)

    def forward(self, tok):
        e = self.emb(tok).mean(1)
        b = self.bag(tok)
        return self.fc(torch.cat([e, b], 1))


ec = EmbClf()
tok = torch.tensor([[1, 2, 0], [3, 4, 5]])
show("emb_clf", lambda: F.cross_entropy(ec(tok), torch.tensor([2, 1])))
show("emb_saved", lambda: ec.emb(tok), saved=True)


class Tied(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(7, 4)
        self.out = nn.Linear(4, 7, bias=False)
        self.out.weight = self.emb.weight

    def forward(self, t):
        return self.out(torch.tanh(self.emb(t)))


tied = Tied()
show("tied", lambda: tied(torch.tensor([1, 2, 3])).sum())
lt = tied(torch.tensor([[1, 2], [3, 4]]))
show("tied_loss", lambda: F.cross_entropy(lt.view(-1, 7), torch.tensor([1, 2, 3, 4])))


class VAE(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.Linear(6, 8)
        self.mu = nn.Linear(8, 2)
        self.logvar = nn.Linear(8, 2)
        self.dec1 = nn.Linear(2, 8)
        self.dec2 = nn.Linear(8, 6)

    def forward(self, x):
        h = F.relu(self.enc(x))
        mu, logvar = self.mu(h), self.logvar(h)
        std = torch.exp(0.5 * logvar)
        eps = torch.randn_like(std)
        z = mu + eps * std
        return torch.sigmoid(self.dec2(F.relu(self.dec1(z)))), mu, logvar


vae = VAE()
xv = torch.rand(3, 6)


def vae_loss():
    r, mu, logvar = vae(xv)
    bce = F.binary_cross_entropy(r, xv, reduction="sum")
    kld = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp())
    return bce + kld


show("vae", vae_loss)
show("vae_parts", lambda: vae(xv))


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.l1 = nn.Linear(4, 5)
        self.ln = nn.LayerNorm(5)
        self.act = nn.GELU()
        self.l2 = nn.Linear(5, 1)

    def forward(self, x):
        return self.l2(self.act(self.ln(self.l1(x))))


mlp = MLP()
show("mlp_mse", lambda: F.mse_loss(mlp(torch.randn(3, 4)).squeeze(-1), torch.randn(3)))
show("mlp_saved", lambda: mlp(torch.randn(3, 4)), saved=True)
show("mlp_1d", lambda: mlp(torch.randn(4)), saved=True)
