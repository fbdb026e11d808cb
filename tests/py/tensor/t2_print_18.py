import torch
# edge-item summarization in multi dims with different edgeitems / threshold
x = torch.arange(10 * 10 * 10).reshape(10, 10, 10)
torch.set_printoptions(threshold=100, edgeitems=2)
print(x)
print(x.float() / 7)
torch.set_printoptions(threshold=10, edgeitems=1)
print(torch.arange(30).reshape(5, 6), torch.arange(8).reshape(2, 4), torch.arange(11))
torch.set_printoptions(threshold=float('inf'))
print(torch.arange(1100).reshape(100, 11)[:3])
torch.set_printoptions(profile='default')
print(torch.arange(12).reshape(1, 12, 1))
print(torch.arange(1010).reshape(1, 1010))
print(torch.arange(1010).reshape(1010, 1)[:8])
