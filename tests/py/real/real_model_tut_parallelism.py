# pytorch/tutorials beginner_source/former_torchies/parallelism_tutorial.py @ 16be8bdc6b301d60a578618d74fa717ce37410e6 (BSD-3-Clause)
# Tutorial code verbatim (it only defines its models); prose trimmed; a driver at the end runs them on the CPU.
import torch.nn as nn


class DataParallelModel(nn.Module):

    def __init__(self):
        super().__init__()
        self.block1 = nn.Linear(10, 20)

        # wrap block2 in DataParallel
        self.block2 = nn.Linear(20, 20)
        self.block2 = nn.DataParallel(self.block2)

        self.block3 = nn.Linear(20, 20)

    def forward(self, x):
        x = self.block1(x)
        x = self.block2(x)
        x = self.block3(x)
        return x


def data_parallel(module, input, device_ids, output_device=None):
    if not device_ids:
        return module(input)

    if output_device is None:
        output_device = device_ids[0]

    replicas = nn.parallel.replicate(module, device_ids)
    inputs = nn.parallel.scatter(input, device_ids)
    replicas = replicas[:len(inputs)]
    outputs = nn.parallel.parallel_apply(replicas, inputs)
    return nn.parallel.gather(outputs, output_device)


class DistributedModel(nn.Module):

    def __init__(self):
        super().__init__(
            embedding=nn.Embedding(1000, 10),
            rnn=nn.Linear(10, 10).cuda(0),
        )

    def forward(self, x):
        # Compute embedding on CPU
        x = self.embedding(x)

        # Transfer to GPU
        x = x.cuda(0)

        # Compute RNN on GPU
        x = self.rnn(x)
        return x

# nnscope driver
import torch
torch.manual_seed(0)
model = DataParallelModel()
print(model)
out = model(torch.randn(4, 10))
print(out.shape, [n for n, _ in model.named_parameters()])
print(data_parallel(model.block1, torch.ones(2, 10), []).shape, type(model.block2.module).__name__)
print(model.block2.device_ids, list(model.state_dict())[:4])
try:
    DistributedModel()
except Exception as e:
    print(type(e).__name__, e)
