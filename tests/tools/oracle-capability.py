# oracle-capability.py: the CPU capability PyTorch's kernels dispatch to on this machine
# (AVX512, AVX2, DEFAULT). tests/tools/oracle-sample.mjs runs it under the oracle.
import torch

print(torch.backends.cpu.get_cpu_capability())
