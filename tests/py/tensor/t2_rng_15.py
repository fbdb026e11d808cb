import torch
# training-mode dropout on 2-d and values of scaled mask; Dropout2d-free; alpha-free; functional inplace
torch.manual_seed(1)
x = torch.arange(1., 13.).reshape(3, 4)
print(torch.nn.functional.dropout(x, 0.3))
print(torch.nn.functional.dropout(x, 0.5, training=True))
y = x.clone()
torch.nn.functional.dropout(y, 0.5, inplace=True)
print(y)
d = torch.nn.Dropout(p=0.2)
print(d, d.training, d(torch.ones(10)))
print(torch.bernoulli(torch.tensor([[0.5, 0.5], [0.1, 0.9]])))
