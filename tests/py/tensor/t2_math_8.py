import torch
# sum-of-squares, distances, cosine similarity, pairwise ops
import torch.nn.functional as F
a = torch.tensor([[1., 0.], [0., 1.], [1., 1.]])
b = torch.tensor([[1., 1.]])
print(F.cosine_similarity(a, b), F.cosine_similarity(a, b, dim=1), F.pairwise_distance(a, b), torch.cdist(a, b), F.cosine_similarity(torch.zeros(1, 2), b))
print(((a - b) ** 2).sum(1).sqrt(), torch.sqrt(((a - b) ** 2).sum(dim=1)), (a * b).sum(-1) / (a.norm(dim=1) * b.norm(dim=1)))
print(F.mse_loss(a, b.expand(3, 2)), F.l1_loss(a, b.expand_as(a)), F.smooth_l1_loss(a, b.expand_as(a)), F.huber_loss(a, torch.zeros(3, 2), delta=0.5))
print(F.binary_cross_entropy(torch.tensor([0.2, 0.9]), torch.tensor([0., 1.])), F.binary_cross_entropy_with_logits(torch.tensor([0.5, -1.]), torch.tensor([1., 0.])))
print(F.kl_div(torch.tensor([0.5, 0.5]).log(), torch.tensor([0.9, 0.1]), reduction='sum'), F.mse_loss(a, torch.zeros(3, 2), reduction='none'))
