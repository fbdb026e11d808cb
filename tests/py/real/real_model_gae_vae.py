# zfjsail/gae-pytorch gae/layers.py, gae/model.py, gae/optimizer.py @ c0b95cac8eb2928d0b5d6d65fee938fe97f60262 (MIT)
# Modules verbatim in one file (package imports removed); the driver follows gae/train.py's gae_for with a seeded
# random graph built in torch (its scipy preprocessing restated in torch: data), few epochs, no sklearn scores.
# ---- gae/layers.py (verbatim) ----
import torch
import torch.nn.functional as F
from torch.nn.modules.module import Module
from torch.nn.parameter import Parameter


class GraphConvolution(Module):
    """
    Simple GCN layer, similar to https://arxiv.org/abs/1609.02907
    """

    def __init__(self, in_features, out_features, dropout=0., act=F.relu):
        super(GraphConvolution, self).__init__()
        self.in_features = in_features
        self.out_features = out_features
        self.dropout = dropout
        self.act = act
        self.weight = Parameter(torch.FloatTensor(in_features, out_features))
        self.reset_parameters()

    def reset_parameters(self):
        torch.nn.init.xavier_uniform_(self.weight)

    def forward(self, input, adj):
        input = F.dropout(input, self.dropout, self.training)
        support = torch.mm(input, self.weight)
        output = torch.spmm(adj, support)
        output = self.act(output)
        return output

    def __repr__(self):
        return self.__class__.__name__ + ' (' \
               + str(self.in_features) + ' -> ' \
               + str(self.out_features) + ')'
# ---- gae/model.py (verbatim) ----
import torch
import torch.nn as nn
import torch.nn.functional as F

# (removed for nnscope: from gae.layers import GraphConvolution)


class GCNModelVAE(nn.Module):
    def __init__(self, input_feat_dim, hidden_dim1, hidden_dim2, dropout):
        super(GCNModelVAE, self).__init__()
        self.gc1 = GraphConvolution(input_feat_dim, hidden_dim1, dropout, act=F.relu)
        self.gc2 = GraphConvolution(hidden_dim1, hidden_dim2, dropout, act=lambda x: x)
        self.gc3 = GraphConvolution(hidden_dim1, hidden_dim2, dropout, act=lambda x: x)
        self.dc = InnerProductDecoder(dropout, act=lambda x: x)

    def encode(self, x, adj):
        hidden1 = self.gc1(x, adj)
        return self.gc2(hidden1, adj), self.gc3(hidden1, adj)

    def reparameterize(self, mu, logvar):
        if self.training:
            std = torch.exp(logvar)
            eps = torch.randn_like(std)
            return eps.mul(std).add_(mu)
        else:
            return mu

    def forward(self, x, adj):
        mu, logvar = self.encode(x, adj)
        z = self.reparameterize(mu, logvar)
        return self.dc(z), mu, logvar


class InnerProductDecoder(nn.Module):
    """Decoder for using inner product for prediction."""

    def __init__(self, dropout, act=torch.sigmoid):
        super(InnerProductDecoder, self).__init__()
        self.dropout = dropout
        self.act = act

    def forward(self, z):
        z = F.dropout(z, self.dropout, training=self.training)
        adj = self.act(torch.mm(z, z.t()))
        return adj
# ---- gae/optimizer.py (verbatim) ----
import torch
import torch.nn.modules.loss
import torch.nn.functional as F


def loss_function(preds, labels, mu, logvar, n_nodes, norm, pos_weight):
    cost = norm * F.binary_cross_entropy_with_logits(preds, labels, pos_weight=pos_weight)

    # see Appendix B from VAE paper:
    # Kingma and Welling. Auto-Encoding Variational Bayes. ICLR, 2014
    # https://arxiv.org/abs/1312.6114
    # 0.5 * sum(1 + log(sigma^2) - mu^2 - sigma^2)
    KLD = -0.5 / n_nodes * torch.mean(torch.sum(
        1 + 2 * logvar - mu.pow(2) - logvar.exp().pow(2), 1))
    return cost + KLD
# ---- nnscope data (in place of the Cora / citeseer files): a seeded random undirected graph built in torch
import torch
def _nnscope_graph(n_nodes=14, n_feat=10, n_class=3, p=0.3, seed=0):
    g = torch.Generator().manual_seed(seed)
    a = (torch.rand(n_nodes, n_nodes, generator=g) < p).float().triu(1)
    a = a + a.t()
    features = (torch.rand(n_nodes, n_feat, generator=g) < 0.4).float()
    labels = torch.randint(0, n_class, (n_nodes,), generator=g)
    return a, features, labels
# --- driver (added for nnscope)
from torch import optim
torch.manual_seed(42)
adj, features, _ = _nnscope_graph(n_nodes=12, n_feat=8)
n_nodes, feat_dim = features.shape
adj_ = adj + torch.eye(n_nodes)
d = adj_.sum(1).pow(-0.5)
adj_norm = (d[:, None] * adj_ * d[None, :]).to_sparse()
adj_label = adj + torch.eye(n_nodes)
pos_weight = float(n_nodes * n_nodes - adj.sum()) / adj.sum()
norm = n_nodes * n_nodes / float((n_nodes * n_nodes - adj.sum()) * 2)
print(adj_norm.layout, adj_norm.is_sparse, adj_norm._nnz(), type(pos_weight).__name__, round(float(norm), 4))
model = GCNModelVAE(feat_dim, 16, 8, 0.)
print(model)
optimizer = optim.Adam(model.parameters(), lr=0.01)
try:
    recovered, mu, logvar = model(features, adj_norm)
    loss_function(preds=recovered, labels=adj_label, mu=mu, logvar=logvar, n_nodes=n_nodes, norm=norm, pos_weight=pos_weight)
except Exception as e:
    print(type(e).__name__, e)
pos_weight = torch.tensor([float(pos_weight)])
for epoch in range(5):
    model.train()
    optimizer.zero_grad()
    recovered, mu, logvar = model(features, adj_norm)
    loss = loss_function(preds=recovered, labels=adj_label,
                         mu=mu, logvar=logvar, n_nodes=n_nodes,
                         norm=norm, pos_weight=pos_weight)
    loss.backward()
    cur_loss = loss.item()
    optimizer.step()
    hidden_emb = mu.data.numpy()
    print("Epoch:", '%04d' % (epoch + 1), "train_loss=", "{:.4f}".format(cur_loss), hidden_emb.shape)
model.eval()
rec, mu, logvar = model(features, adj_norm)
print(rec.shape, (rec > 0).sum().item() >= 0, torch.equal(mu, model.reparameterize(mu, logvar)))
