# DaehanKim/vgae_pytorch args.py, model.py, train.py @ 568c20f5b88adeafd3b8bcfadffd340dc0bf06b8 (MIT)
# args.py and model.py verbatim (args becomes a namespace with the model set to GAE and the sizes of the random
# graph); train.py's loop restated by the driver with a seeded random graph built in torch (data), few epochs,
# without the sklearn scores.
# ---- args.py (verbatim) ----
### CONFIGS ###
dataset = 'cora'
model = 'GAE'

input_dim = 1433 
hidden1_dim = 32
hidden2_dim = 16
use_feature = True

num_epoch = 200
learning_rate = 0.01
import types as _t; args = _t.SimpleNamespace(**{k: v for k, v in dict(globals()).items() if k in ("dataset", "model", "input_dim", "hidden1_dim", "hidden2_dim", "use_feature", "num_epoch", "learning_rate")})
args.model = "GAE"; args.input_dim = 8; args.num_epoch = 5
# ---- model.py (verbatim) ----
import torch
import torch.nn as nn
import torch.nn.functional as F
import os
import numpy as np

# (removed for nnscope: import args)

class VGAE(nn.Module):
	def __init__(self, adj):
		super(VGAE,self).__init__()
		self.base_gcn = GraphConvSparse(args.input_dim, args.hidden1_dim, adj)
		self.gcn_mean = GraphConvSparse(args.hidden1_dim, args.hidden2_dim, adj, activation=lambda x:x)
		self.gcn_logstddev = GraphConvSparse(args.hidden1_dim, args.hidden2_dim, adj, activation=lambda x:x)

	def encode(self, X):
		hidden = self.base_gcn(X)
		self.mean = self.gcn_mean(hidden)
		self.logstd = self.gcn_logstddev(hidden)
		gaussian_noise = torch.randn(X.size(0), args.hidden2_dim)
		sampled_z = gaussian_noise*torch.exp(self.logstd) + self.mean
		return sampled_z

	def forward(self, X):
		Z = self.encode(X)
		A_pred = dot_product_decode(Z)
		return A_pred

class GraphConvSparse(nn.Module):
	def __init__(self, input_dim, output_dim, adj, activation = F.relu, **kwargs):
		super(GraphConvSparse, self).__init__(**kwargs)
		self.weight = glorot_init(input_dim, output_dim) 
		self.adj = adj
		self.activation = activation

	def forward(self, inputs):
		x = inputs
		x = torch.mm(x,self.weight)
		x = torch.mm(self.adj, x)
		outputs = self.activation(x)
		return outputs


def dot_product_decode(Z):
	A_pred = torch.sigmoid(torch.matmul(Z,Z.t()))
	return A_pred

def glorot_init(input_dim, output_dim):
	init_range = np.sqrt(6.0/(input_dim + output_dim))
	initial = torch.rand(input_dim, output_dim)*2*init_range - init_range
	return nn.Parameter(initial)


class GAE(nn.Module):
	def __init__(self,adj):
		super(GAE,self).__init__()
		self.base_gcn = GraphConvSparse(args.input_dim, args.hidden1_dim, adj)
		self.gcn_mean = GraphConvSparse(args.hidden1_dim, args.hidden2_dim, adj, activation=lambda x:x)

	def encode(self, X):
		hidden = self.base_gcn(X)
		z = self.mean = self.gcn_mean(hidden)
		return z

	def forward(self, X):
		Z = self.encode(X)
		A_pred = dot_product_decode(Z)
		return A_pred
		

# class GraphConv(nn.Module):
# 	def __init__(self, input_dim, hidden_dim, output_dim):
# 		super(VGAE,self).__init__()
# 		self.base_gcn = GraphConvSparse(args.input_dim, args.hidden1_dim, adj)
# 		self.gcn_mean = GraphConvSparse(args.hidden1_dim, args.hidden2_dim, adj, activation=lambda x:x)
# 		self.gcn_logstddev = GraphConvSparse(args.hidden1_dim, args.hidden2_dim, adj, activation=lambda x:x)

# 	def forward(self, X, A):
# 		out = A*X*self.w0
# 		out = F.relu(out)
# 		out = A*X*self.w0
# 		return out
# ---- nnscope data (in place of the Cora / citeseer files): a seeded random undirected graph built in torch
import torch
def _nnscope_graph(n_nodes=14, n_feat=10, n_class=3, p=0.3, seed=0):
    g = torch.Generator().manual_seed(seed)
    a = (torch.rand(n_nodes, n_nodes, generator=g) < p).float().triu(1)
    a = a + a.t()
    features = (torch.rand(n_nodes, n_feat, generator=g) < 0.4).float()
    labels = torch.randint(0, n_class, (n_nodes,), generator=g)
    return a, features, labels
# --- driver (added for nnscope): train.py's loop
import types
import torch.nn.functional as F
from torch.optim import Adam
torch.manual_seed(0)
adj, feats, _ = _nnscope_graph(n_nodes=12, n_feat=8)
n = adj.shape[0]
adj_ = adj + torch.eye(n)
d = adj_.sum(1).pow(-0.5)
an = d[:, None] * adj_ * d[None, :]
idx = an.nonzero().t()
adj_norm = torch.sparse.FloatTensor(idx, an[idx[0], idx[1]], torch.Size([n, n]))
li = adj_.nonzero().t()
adj_label = torch.sparse.FloatTensor(li, torch.ones(li.shape[1]), torch.Size([n, n]))
fi = feats.nonzero().t()
features = torch.sparse.FloatTensor(fi, torch.ones(fi.shape[1]), torch.Size(list(feats.shape)))
pos_weight = float(n * n - adj.sum()) / adj.sum()
norm = n * n / float((n * n - adj.sum()) * 2)
weight_mask = adj_label.to_dense().view(-1) == 1
weight_tensor = torch.ones(weight_mask.size(0))
weight_tensor[weight_mask] = pos_weight
model = types.SimpleNamespace(VGAE=VGAE, GAE=GAE)
model = getattr(model,args.model)(adj_norm)
optimizer = Adam(model.parameters(), lr=args.learning_rate)
def get_acc(adj_rec, adj_label):
    labels_all = adj_label.to_dense().view(-1).long()
    preds_all = (adj_rec > 0.5).view(-1).long()
    accuracy = (preds_all == labels_all).sum().float() / labels_all.size(0)
    return accuracy
for epoch in range(args.num_epoch):
    A_pred = model(features)
    optimizer.zero_grad()
    loss = log_lik = norm*F.binary_cross_entropy(A_pred.view(-1), adj_label.to_dense().view(-1), weight = weight_tensor)
    if args.model == 'VGAE':
        kl_divergence = 0.5/ A_pred.size(0) * (1 + 2*model.logstd - model.mean**2 - torch.exp(model.logstd)**2).sum(1).mean()
        loss -= kl_divergence
    loss.backward()
    optimizer.step()
    train_acc = get_acc(A_pred,adj_label)
    print("Epoch:", '%04d' % (epoch + 1), "train_loss=", "{:.4f}".format(loss.item()),
          "train_acc=", "{:.4f}".format(train_acc))
print(model, [n for n, _ in model.named_parameters()])
print(adj_norm)
