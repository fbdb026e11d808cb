# torch.utils.data: datasets, samplers, DataLoader and collation (see the submodules).
from torch.utils.data.dataset import (Dataset, IterableDataset, TensorDataset, StackDataset, ConcatDataset,
                                      ChainDataset, Subset, random_split)
from torch.utils.data.sampler import (Sampler, SequentialSampler, RandomSampler, SubsetRandomSampler,
                                      WeightedRandomSampler, BatchSampler)
from torch.utils.data.dataloader import DataLoader, get_worker_info, _DatasetKind
from torch.utils.data._utils.collate import default_collate, default_convert
from torch.utils.data.distributed import DistributedSampler

__all__ = ["BatchSampler", "ChainDataset", "ConcatDataset", "DataLoader", "Dataset", "DistributedSampler",
           "IterableDataset", "RandomSampler", "Sampler", "SequentialSampler", "StackDataset", "Subset",
           "SubsetRandomSampler", "TensorDataset", "WeightedRandomSampler", "default_collate", "default_convert",
           "get_worker_info", "random_split"]
