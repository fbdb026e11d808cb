import torch
# squeeze / unsqueeze / flatten / unflatten
x = torch.zeros(1, 3, 1, 2)
print(x.squeeze().shape, x.squeeze(0).shape, x.squeeze(1).shape, x.squeeze(-2).shape, x.squeeze((0, 2)).shape)
print(x.unsqueeze(0).shape, x.unsqueeze(-1).shape, x.unsqueeze(4).shape, torch.unsqueeze(x, 2).shape)
print(torch.tensor(3.).unsqueeze(0), torch.tensor([3.]).squeeze(), torch.tensor([[3.]]).squeeze(0))
print(x.flatten().shape, x.flatten(1).shape, x.flatten(0, 1).shape, x.flatten(-2).shape, torch.flatten(x, start_dim=2).shape)
print(torch.tensor(5).flatten(), torch.tensor(5).flatten().shape)
y = torch.arange(24)
print(y.unflatten(0, (2, 12)).shape, y.unflatten(0, (-1, 4)).shape, y.reshape(4, 6).unflatten(1, (2, 3)).shape)
print(torch.nn.Flatten()(torch.zeros(2, 3, 4)).shape, torch.nn.Unflatten(1, (3, 4))(torch.zeros(2, 12)).shape)
def tr(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
tr(lambda: x.unsqueeze(5))
tr(lambda: x.squeeze(4))
tr(lambda: x.flatten(2, 1))
tr(lambda: y.unflatten(0, (5, 5)))
z = torch.zeros(2, 3)
z.unsqueeze_(0)
print(z.shape)
z.squeeze_()
print(z.shape)
