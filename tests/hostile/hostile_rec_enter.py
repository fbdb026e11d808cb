class CM:
    def __enter__(self):
        with self:
            pass
    def __exit__(self, *a):
        return False
with CM():
    pass
