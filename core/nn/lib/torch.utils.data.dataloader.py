# torch.utils.data.dataloader: DataLoader and its iterators, as PyTorch 2.6 runs them, in-process.
# Random-number use matches PyTorch: creating an iterator draws a base seed (one int64 random_() from
# loader.generator or the global generator) before the sampler draws its own. With num_workers > 0
# the samples are still fetched here, but as PyTorch's workers would: batch k goes to worker
# k % num_workers, each worker's torch (and random) state is seeded base_seed + worker_id and
# kept apart from the main process's, and prefetch_factor * num_workers index batches are drawn
# as the iterator starts.
import collections
import math
import random as _random
import warnings
import torch
from torch.utils.data.dataset import Dataset, IterableDataset
from torch.utils.data.sampler import BatchSampler, RandomSampler, Sampler, SequentialSampler
from torch.utils.data._utils.collate import default_collate, default_convert
from torch.nn.modules._helpers import _warn_from, _torch_site

# The CPU count PyTorch's worker-number check sees on the reference machine.
_SUGGESTED_MAX_WORKERS = 2

__all__ = ["DataLoader", "default_collate", "default_convert", "get_worker_info"]

_worker_info = None


class WorkerInfo:
    """What get_worker_info() returns inside a worker: id, num_workers, seed, dataset."""

    def __init__(self, **kwargs):
        for k, v in kwargs.items():
            object.__setattr__(self, k, v)
        object.__setattr__(self, "_WorkerInfo__keys", tuple(kwargs.keys()))

    def __setattr__(self, key, val):
        raise RuntimeError(f"Cannot assign attributes to {self.__class__.__name__} objects")

    def __repr__(self):
        items = [f"{k}={getattr(self, k)}" for k in self._WorkerInfo__keys]
        return f"{self.__class__.__name__}({', '.join(items)})"


def get_worker_info():
    """The current worker's WorkerInfo while a worker fetches samples; None in the main process."""
    return _worker_info


class _InfiniteConstantSampler(Sampler):
    def __iter__(self):
        while True:
            yield None


class _DatasetKind:
    Map = 0
    Iterable = 1


class DataLoader:
    """Combines a dataset and a sampler, and provides an iterable over the dataset."""

    def __init__(self, dataset, batch_size=1, shuffle=None, sampler=None, batch_sampler=None, num_workers=0,
                 collate_fn=None, pin_memory=False, drop_last=False, timeout=0, worker_init_fn=None,
                 multiprocessing_context=None, generator=None, *, prefetch_factor=None, persistent_workers=False,
                 pin_memory_device="", in_order=True):
        if num_workers < 0:
            raise ValueError("num_workers option should be non-negative; "
                             "use num_workers=0 to disable multiprocessing.")
        if timeout < 0:
            raise ValueError("timeout option should be non-negative")
        if num_workers == 0 and prefetch_factor is not None:
            raise ValueError("prefetch_factor option could only be specified in multiprocessing."
                             "let num_workers > 0 to enable multiprocessing, otherwise set prefetch_factor to None.")
        elif num_workers > 0 and prefetch_factor is None:
            prefetch_factor = 2
        elif prefetch_factor is not None and prefetch_factor < 0:
            raise ValueError("prefetch_factor option should be non-negative")
        if persistent_workers and num_workers == 0:
            raise ValueError("persistent_workers option needs num_workers > 0")
        d = self.__dict__
        d["dataset"] = dataset
        d["num_workers"] = num_workers
        d["prefetch_factor"] = prefetch_factor
        d["pin_memory"] = pin_memory
        d["pin_memory_device"] = pin_memory_device
        d["timeout"] = timeout
        d["worker_init_fn"] = worker_init_fn
        d["in_order"] = in_order
        if multiprocessing_context is not None and num_workers == 0:
            raise ValueError("multiprocessing_context can only be used with "
                             "multi-process loading (num_workers > 0), but got "
                             f"num_workers={num_workers}")
        d["multiprocessing_context"] = multiprocessing_context
        if isinstance(dataset, IterableDataset):
            d["_dataset_kind"] = _DatasetKind.Iterable
            if shuffle not in {False, None}:
                raise ValueError("DataLoader with IterableDataset: expected unspecified shuffle option, "
                                 f"but got shuffle={shuffle}")
            if sampler is not None:
                raise ValueError("DataLoader with IterableDataset: expected unspecified sampler option, "
                                 f"but got sampler={sampler}")
            elif batch_sampler is not None:
                raise ValueError("DataLoader with IterableDataset: expected unspecified "
                                 f"batch_sampler option, but got batch_sampler={batch_sampler}")
        else:
            shuffle = bool(shuffle)
            d["_dataset_kind"] = _DatasetKind.Map
        if sampler is not None and shuffle:
            raise ValueError("sampler option is mutually exclusive with shuffle")
        if batch_sampler is not None:
            if batch_size != 1 or shuffle or sampler is not None or drop_last:
                raise ValueError("batch_sampler option is mutually exclusive "
                                 "with batch_size, shuffle, sampler, and "
                                 "drop_last")
            batch_size = None
            drop_last = False
        elif batch_size is None:
            if drop_last:
                raise ValueError("batch_size=None option disables auto-batching "
                                 "and is mutually exclusive with drop_last")
        if sampler is None:
            if d["_dataset_kind"] == _DatasetKind.Iterable:
                sampler = _InfiniteConstantSampler()
            elif shuffle:
                sampler = RandomSampler(dataset, generator=generator)
            else:
                sampler = SequentialSampler(dataset)
        if batch_size is not None and batch_sampler is None:
            batch_sampler = BatchSampler(sampler, batch_size, drop_last)
        d["batch_size"] = batch_size
        d["drop_last"] = drop_last
        d["sampler"] = sampler
        d["batch_sampler"] = batch_sampler
        d["generator"] = generator
        if collate_fn is None:
            collate_fn = default_collate if batch_sampler is not None else default_convert
        d["collate_fn"] = collate_fn
        d["persistent_workers"] = persistent_workers
        d["_IterableDataset_len_called"] = None
        d["_iterator"] = None
        d["_DataLoader__initialized"] = True
        self.check_worker_number_rationality()

    def __setattr__(self, attr, val):
        if self.__dict__.get("_DataLoader__initialized") and attr in (
                "batch_size", "batch_sampler", "sampler", "drop_last", "dataset", "persistent_workers"):
            raise ValueError(f"{attr} attribute should not be set after {self.__class__.__name__} is initialized")
        object.__setattr__(self, attr, val)

    @property
    def _auto_collation(self):
        return self.batch_sampler is not None

    @property
    def _index_sampler(self):
        if self._auto_collation:
            return self.batch_sampler
        return self.sampler

    def _get_iterator(self):
        if self.num_workers == 0:
            return _SingleProcessDataLoaderIter(self)
        self.check_worker_number_rationality()
        return _MultiProcessingDataLoaderIter(self)

    def __iter__(self):
        if self.persistent_workers and self.num_workers > 0:
            if self._iterator is None:
                self._iterator = self._get_iterator()
            else:
                self._iterator._reset(self)
            return self._iterator
        return self._get_iterator()

    def __len__(self):
        if self._dataset_kind == _DatasetKind.Iterable:
            length = self._IterableDataset_len_called = len(self.dataset)
            if self.batch_size is not None:
                if self.drop_last:
                    length = length // self.batch_size
                else:
                    length = math.ceil(length / self.batch_size)
            return length
        return len(self._index_sampler)

    def check_worker_number_rationality(self):
        """PyTorch warns when num_workers exceeds the usable CPUs; the reference runs (and this engine,
        single-threaded) count _SUGGESTED_MAX_WORKERS of them."""
        if not self.num_workers or self.num_workers <= _SUGGESTED_MAX_WORKERS:
            return
        msg = (f"This DataLoader will create {self.num_workers} worker processes in total. "
               f"Our suggested max number of worker in current system is {_SUGGESTED_MAX_WORKERS}, which is smaller "
               "than what this DataLoader is going to create. "
               "Please be aware that excessive worker creation might get DataLoader running slow or even freeze, "
               "lower the worker number to avoid potential slowness/freeze if necessary.")
        _warn_from(msg, _torch_site("utils/data/dataloader.py", 624, "warnings.warn("))


class _MapDatasetFetcher:
    def __init__(self, dataset, auto_collation, collate_fn, drop_last):
        self.dataset = dataset
        self.auto_collation = auto_collation
        self.collate_fn = collate_fn
        self.drop_last = drop_last

    def fetch(self, possibly_batched_index):
        if self.auto_collation:
            getitems = getattr(self.dataset, "__getitems__", None)
            if getitems:
                data = getitems(possibly_batched_index)
            else:
                data = [self.dataset[idx] for idx in possibly_batched_index]
        else:
            data = self.dataset[possibly_batched_index]
        return self.collate_fn(data)


class _IterableDatasetFetcher:
    def __init__(self, dataset, auto_collation, collate_fn, drop_last):
        self.dataset = dataset
        self.auto_collation = auto_collation
        self.collate_fn = collate_fn
        self.drop_last = drop_last
        self.dataset_iter = iter(dataset)
        self.ended = False

    def fetch(self, possibly_batched_index):
        if self.ended:
            raise StopIteration
        if self.auto_collation:
            data = []
            for _ in possibly_batched_index:
                try:
                    data.append(next(self.dataset_iter))
                except StopIteration:
                    self.ended = True
                    break
            if len(data) == 0 or (self.drop_last and len(data) < len(possibly_batched_index)):
                raise StopIteration
        else:
            data = next(self.dataset_iter)
        return self.collate_fn(data)


def _make_fetcher(loader):
    cls = _MapDatasetFetcher if loader._dataset_kind == _DatasetKind.Map else _IterableDatasetFetcher
    return cls(loader.dataset, loader._auto_collation, loader.collate_fn, loader.drop_last)


class _BaseDataLoaderIter:
    def __init__(self, loader):
        self._dataset = loader.dataset
        self._dataset_kind = loader._dataset_kind
        self._IterableDataset_len_called = loader._IterableDataset_len_called
        self._auto_collation = loader._auto_collation
        self._drop_last = loader.drop_last
        self._index_sampler = loader._index_sampler
        self._num_workers = loader.num_workers
        self._prefetch_factor = loader.prefetch_factor
        self._pin_memory = loader.pin_memory
        self._timeout = loader.timeout
        self._collate_fn = loader.collate_fn
        self._sampler_iter = iter(self._index_sampler)
        self._base_seed = torch.empty((), dtype=torch.int64).random_(generator=loader.generator).item()
        self._persistent_workers = loader.persistent_workers
        self._num_yielded = 0
        self._profile_name = f"enumerate(DataLoader)#{self.__class__.__name__}.__next__"

    def __iter__(self):
        return self

    def _reset(self, loader, first_iter=False):
        self._sampler_iter = iter(self._index_sampler)
        self._num_yielded = 0
        self._IterableDataset_len_called = loader._IterableDataset_len_called

    def _next_index(self):
        return next(self._sampler_iter)

    def _next_data(self):
        raise NotImplementedError

    def __next__(self):
        if self._sampler_iter is None:
            self._reset()
        data = self._next_data()
        self._num_yielded += 1
        if (self._dataset_kind == _DatasetKind.Iterable and self._IterableDataset_len_called is not None
                and self._num_yielded > self._IterableDataset_len_called):
            warn_msg = (f"Length of IterableDataset {self._dataset} was reported to be "
                        f"{self._IterableDataset_len_called} (when accessing len(dataloader)), but "
                        f"{self._num_yielded} samples have been fetched. ")
            if self._num_workers > 0:
                warn_msg += ("For multiprocessing data-loading, this could be caused by not properly configuring "
                             "the IterableDataset replica at each worker. Please see "
                             "https://pytorch.org/docs/stable/data.html#torch.utils.data.IterableDataset for examples.")
            warnings.warn(warn_msg)
        return data

    def __len__(self):
        return len(self._index_sampler)

    def __getstate__(self):
        raise NotImplementedError("{} cannot be pickled", self.__class__.__name__)


class _SingleProcessDataLoaderIter(_BaseDataLoaderIter):
    def __init__(self, loader):
        super().__init__(loader)
        self._dataset_fetcher = _make_fetcher(loader)

    def _next_data(self):
        index = self._next_index()
        return self._dataset_fetcher.fetch(index)


class _MultiProcessingDataLoaderIter(_BaseDataLoaderIter):
    """Workers emulated in-process: each has its own fetcher and random state (see the module comment)."""

    def __init__(self, loader):
        super().__init__(loader)
        self._worker_init_fn = loader.worker_init_fn
        self._loader = loader
        self._reset(loader, first_iter=True)

    def _reset(self, loader, first_iter=False):
        super()._reset(loader, first_iter)
        if not first_iter:
            self._base_seed = torch.empty((), dtype=torch.int64).random_(generator=loader.generator).item()
        self._workers = [None] * self._num_workers
        self._pending = collections.deque()
        self._worker_queue_idx = 0
        self._exhausted = False
        for _ in range(self._prefetch_factor * self._num_workers):
            self._try_put_index()

    def _try_put_index(self):
        if self._exhausted:
            return
        try:
            index = self._next_index()
        except StopIteration:
            self._exhausted = True
            return
        self._pending.append((self._worker_queue_idx, index))
        self._worker_queue_idx = (self._worker_queue_idx + 1) % self._num_workers

    def _run_in_worker(self, worker_id, fn):
        global _worker_info
        main_torch = torch.get_rng_state()
        main_py = _random.getstate()
        w = self._workers[worker_id]
        prev_info = _worker_info
        try:
            if w is None:
                seed = self._base_seed + worker_id
                _random.seed(seed)
                torch.manual_seed(seed)
                info = WorkerInfo(id=worker_id, num_workers=self._num_workers, seed=seed, dataset=self._dataset)
                _worker_info = info
                if self._worker_init_fn is not None:
                    self._worker_init_fn(worker_id)
                w = [_make_fetcher(self._loader), None, None, info]
            else:
                torch.set_rng_state(w[1])
                _random.setstate(w[2])
                _worker_info = w[3]
            try:
                return fn(w[0])
            finally:
                w[1] = torch.get_rng_state()
                w[2] = _random.getstate()
                self._workers[worker_id] = w
        finally:
            _worker_info = prev_info
            torch.set_rng_state(main_torch)
            _random.setstate(main_py)

    def _next_data(self):
        while True:
            if not self._pending:
                raise StopIteration
            worker_id, index = self._pending.popleft()
            try:
                data = self._run_in_worker(worker_id, lambda fetcher: fetcher.fetch(index))
            except StopIteration:
                # an iterable dataset's replica in this worker is exhausted; the others may go on
                continue
            self._try_put_index()
            return data
