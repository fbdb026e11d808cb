import torch
import torch.nn as nn
# model init reproducibility across modules: Conv, BN, LSTM-free, Embedding, Linear without bias
torch.manual_seed(0)
c = nn.Conv2d(1, 2, 2)
print(c.weight, c.bias)
l = nn.Linear(4, 2, bias=False)
print(l.weight, l.bias)
bn = nn.BatchNorm1d(3)
print(bn.weight, bn.bias, bn.running_mean, bn.running_var, bn.num_batches_tracked)
c1 = nn.Conv1d(2, 1, 3)
print(c1.weight, c1.bias)
print(torch.rand(2))
