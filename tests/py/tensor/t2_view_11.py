import torch
# moving dims for batch ops: typical image/NLP shape manipulations
imgs = torch.arange(2 * 3 * 4 * 4.).reshape(2, 3, 4, 4)
print(imgs.permute(0, 2, 3, 1).shape, imgs.flatten(2).transpose(1, 2).shape)
print(imgs.view(2, -1).shape, imgs.mean(dim=(2, 3)).shape, imgs[:, 0].shape, imgs[..., 0, 0])
tokens = torch.arange(2 * 5 * 6).reshape(2, 5, 6)
heads = tokens.view(2, 5, 2, 3).transpose(1, 2)
print(heads.shape, heads.is_contiguous(), heads.stride())
back = heads.transpose(1, 2).contiguous().view(2, 5, 6)
print(torch.equal(back, tokens))
print(heads[0, 1])
patches = imgs.unfold(2, 2, 2).unfold(3, 2, 2)
print(patches.shape, patches[0, 0, 0, 0])
print(imgs.reshape(2, 3, 2, 2, 2, 2).permute(0, 2, 4, 1, 3, 5).reshape(2, 4, 12)[0, 0])
