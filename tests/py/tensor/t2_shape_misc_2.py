import torch
# tensor methods with dims given as kwargs/tuples/lists
x = torch.arange(24.).reshape(2, 3, 4)
print(x.sum(dim=[0, 2]), x.mean(dim=(1,)), x.permute(dims=(2, 1, 0)).shape, x.transpose(dim0=0, dim1=2).shape, x.flatten(start_dim=1, end_dim=-1).shape)
print(x.squeeze(dim=0).shape, x.unsqueeze(dim=-1).shape, x.softmax(dim=-1).shape, x.max(dim=2, keepdim=True).values.shape, x.std(dim=[0, 1]).shape)
print(x.view(size=(6, 4)).shape if False else x.reshape(shape=(6, 4)).shape, x.repeat((1, 2, 1)).shape, x.expand(size=(2, 2, 3, 4)).shape)
print(torch.cat(tensors=[x, x], dim=1).shape, torch.stack(tensors=(x, x), dim=0).shape, torch.sum(input=x, dim=0).shape)
print(x.split(split_size=2, dim=2)[0].shape, x.chunk(chunks=3, dim=1)[0].shape, x.narrow(dim=2, start=1, length=2).shape)
