import warnings
warnings.simplefilter("ignore")
warnings.warn("hidden")
warnings.simplefilter("error")
try:
    warnings.warn("boom")
except UserWarning as e:
    print("caught", repr(e))
try:
    warnings.warn("bad", category=str)
except TypeError as e:
    print(type(e).__name__, e)
warnings.resetwarnings()
warnings.filterwarnings("ignore", message="ign")
warnings.warn("ignore me please")
warnings.filterwarnings("ignore", category=FutureWarning)
warnings.warn("future", FutureWarning)
print("end")
