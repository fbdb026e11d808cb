import torch
# typical learner patterns: batch select, top-k gather, one-hot indexing
logits = torch.tensor([[0.1, 2.0, -1.0], [1.5, 0.2, 0.3], [0.0, 0.0, 3.0]])
targets = torch.tensor([1, 0, 2])
print(logits[torch.arange(3), targets], logits.argmax(dim=1) == targets, (logits.argmax(1) == targets).float().mean())
print(logits[range(3), targets] if True else None)
vals, idx = logits.topk(2, dim=1)
print(vals, idx, logits.gather(1, idx))
eye = torch.eye(3)
print(eye[targets], eye[targets].long())
print(logits[:, -1], logits[-1, :], logits[-1][-1])
print(logits[targets > 0], logits[targets == 2, 1:])
