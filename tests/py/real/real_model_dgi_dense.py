# PetarV-/DGI layers/gcn.py, layers/readout.py, layers/discriminator.py, models/dgi.py, models/logreg.py @ 61baf67d7052905c77bdeb28c22926f04e182362 (MIT)
# Modules verbatim in one file (package imports removed); the driver restates execute.py with a seeded random graph
# built in torch in place of Cora and its scipy preprocessing (data), sparse=False, few epochs, a small hidden size,
# and the evaluation without its .cuda() calls (CPU only).
# ---- layers/gcn.py (verbatim) ----
import torch
import torch.nn as nn

class GCN(nn.Module):
    def __init__(self, in_ft, out_ft, act, bias=True):
        super(GCN, self).__init__()
        self.fc = nn.Linear(in_ft, out_ft, bias=False)
        self.act = nn.PReLU() if act == 'prelu' else act
        
        if bias:
            self.bias = nn.Parameter(torch.FloatTensor(out_ft))
            self.bias.data.fill_(0.0)
        else:
            self.register_parameter('bias', None)

        for m in self.modules():
            self.weights_init(m)

    def weights_init(self, m):
        if isinstance(m, nn.Linear):
            torch.nn.init.xavier_uniform_(m.weight.data)
            if m.bias is not None:
                m.bias.data.fill_(0.0)

    # Shape of seq: (batch, nodes, features)
    def forward(self, seq, adj, sparse=False):
        seq_fts = self.fc(seq)
        if sparse:
            out = torch.unsqueeze(torch.spmm(adj, torch.squeeze(seq_fts, 0)), 0)
        else:
            out = torch.bmm(adj, seq_fts)
        if self.bias is not None:
            out += self.bias
        
        return self.act(out)
# ---- layers/readout.py (verbatim) ----
import torch
import torch.nn as nn

# Applies an average on seq, of shape (batch, nodes, features)
# While taking into account the masking of msk
class AvgReadout(nn.Module):
    def __init__(self):
        super(AvgReadout, self).__init__()

    def forward(self, seq, msk):
        if msk is None:
            return torch.mean(seq, 1)
        else:
            msk = torch.unsqueeze(msk, -1)
            return torch.sum(seq * msk, 1) / torch.sum(msk)
# ---- layers/discriminator.py (verbatim) ----
import torch
import torch.nn as nn

class Discriminator(nn.Module):
    def __init__(self, n_h):
        super(Discriminator, self).__init__()
        self.f_k = nn.Bilinear(n_h, n_h, 1)

        for m in self.modules():
            self.weights_init(m)

    def weights_init(self, m):
        if isinstance(m, nn.Bilinear):
            torch.nn.init.xavier_uniform_(m.weight.data)
            if m.bias is not None:
                m.bias.data.fill_(0.0)

    def forward(self, c, h_pl, h_mi, s_bias1=None, s_bias2=None):
        c_x = torch.unsqueeze(c, 1)
        c_x = c_x.expand_as(h_pl)

        sc_1 = torch.squeeze(self.f_k(h_pl, c_x), 2)
        sc_2 = torch.squeeze(self.f_k(h_mi, c_x), 2)

        if s_bias1 is not None:
            sc_1 += s_bias1
        if s_bias2 is not None:
            sc_2 += s_bias2

        logits = torch.cat((sc_1, sc_2), 1)

        return logits
# ---- models/dgi.py (verbatim) ----
import torch
import torch.nn as nn
# (removed for nnscope: from layers import GCN, AvgReadout, Discriminator)

class DGI(nn.Module):
    def __init__(self, n_in, n_h, activation):
        super(DGI, self).__init__()
        self.gcn = GCN(n_in, n_h, activation)
        self.read = AvgReadout()

        self.sigm = nn.Sigmoid()

        self.disc = Discriminator(n_h)

    def forward(self, seq1, seq2, adj, sparse, msk, samp_bias1, samp_bias2):
        h_1 = self.gcn(seq1, adj, sparse)

        c = self.read(h_1, msk)
        c = self.sigm(c)

        h_2 = self.gcn(seq2, adj, sparse)

        ret = self.disc(c, h_1, h_2, samp_bias1, samp_bias2)

        return ret

    # Detach the return variables
    def embed(self, seq, adj, sparse, msk):
        h_1 = self.gcn(seq, adj, sparse)
        c = self.read(h_1, msk)

        return h_1.detach(), c.detach()
# ---- models/logreg.py (verbatim) ----
import torch
import torch.nn as nn
import torch.nn.functional as F

class LogReg(nn.Module):
    def __init__(self, ft_in, nb_classes):
        super(LogReg, self).__init__()
        self.fc = nn.Linear(ft_in, nb_classes)

        for m in self.modules():
            self.weights_init(m)

    def weights_init(self, m):
        if isinstance(m, nn.Linear):
            torch.nn.init.xavier_uniform_(m.weight.data)
            if m.bias is not None:
                m.bias.data.fill_(0.0)

    def forward(self, seq):
        ret = self.fc(seq)
        return ret
# ---- nnscope data (in place of the Cora / citeseer files): a seeded random undirected graph built in torch
import torch
def _nnscope_graph(n_nodes=14, n_feat=10, n_class=3, p=0.3, seed=0):
    g = torch.Generator().manual_seed(seed)
    a = (torch.rand(n_nodes, n_nodes, generator=g) < p).float().triu(1)
    a = a + a.t()
    features = (torch.rand(n_nodes, n_feat, generator=g) < 0.4).float()
    labels = torch.randint(0, n_class, (n_nodes,), generator=g)
    return a, features, labels
# --- driver (added for nnscope): execute.py at tiny sizes
import numpy as np
np.random.seed(0)
torch.manual_seed(0)
batch_size = 1
nb_epochs = 8
patience = 3
lr = 0.001
l2_coef = 0.0
hid_units = 16
sparse = False
nonlinearity = 'prelu'
a, feats, lab = _nnscope_graph(n_nodes=14, n_feat=10)
feats = feats / feats.sum(1, keepdim=True).clamp(min=1)
a = a + torch.eye(14)
d = a.sum(1).pow(-0.5)
a = d[:, None] * a * d[None, :]
nb_nodes, ft_size, nb_classes = 14, 10, 3
features = feats[None]
if sparse:
    sp_adj = a.to_sparse()
else:
    adj = a[None]
labels = torch.nn.functional.one_hot(lab, 3).float()[None]
idx_train, idx_val, idx_test = torch.arange(0, 6), torch.arange(6, 9), torch.arange(9, 14)
model = DGI(ft_size, hid_units, nonlinearity)
optimiser = torch.optim.Adam(model.parameters(), lr=lr, weight_decay=l2_coef)
b_xent = nn.BCEWithLogitsLoss()
xent = nn.CrossEntropyLoss()
cnt_wait = 0
best = 1e9
best_t = 0
for epoch in range(nb_epochs):
    model.train()
    optimiser.zero_grad()
    idx = np.random.permutation(nb_nodes)
    shuf_fts = features[:, idx, :]
    lbl_1 = torch.ones(batch_size, nb_nodes)
    lbl_2 = torch.zeros(batch_size, nb_nodes)
    lbl = torch.cat((lbl_1, lbl_2), 1)
    logits = model(features, shuf_fts, sp_adj if sparse else adj, sparse, None, None, None)
    loss = b_xent(logits, lbl)
    print('Loss:', loss)
    if loss < best:
        best = loss
        best_t = epoch
        cnt_wait = 0
        torch.save(model.state_dict(), 'best_dgi.pkl')
    else:
        cnt_wait += 1
    if cnt_wait == patience:
        print('Early stopping!')
        break
    loss.backward()
    optimiser.step()
print('Loading {}th epoch'.format(best_t))
model.load_state_dict(torch.load('best_dgi.pkl'))
embeds, _ = model.embed(features, sp_adj if sparse else adj, sparse, None)
train_embs = embeds[0, idx_train]
test_embs = embeds[0, idx_test]
train_lbls = torch.argmax(labels[0, idx_train], dim=1)
test_lbls = torch.argmax(labels[0, idx_test], dim=1)
tot = torch.zeros(1)
accs = []
for _ in range(3):
    log = LogReg(hid_units, nb_classes)
    opt = torch.optim.Adam(log.parameters(), lr=0.01, weight_decay=0.0)
    for _ in range(20):
        log.train()
        opt.zero_grad()
        logits = log(train_embs)
        loss = xent(logits, train_lbls)
        loss.backward()
        opt.step()
    logits = log(test_embs)
    preds = torch.argmax(logits, dim=1)
    acc = torch.sum(preds == test_lbls).float() / test_lbls.shape[0]
    accs.append(acc * 100)
    print(acc)
    tot += acc
print('Average accuracy:', tot / 3)
accs = torch.stack(accs)
print(accs.mean())
print(model)
