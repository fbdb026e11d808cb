class U:
    @staticmethod
    def clamp(x, lo=0, hi=1): return max(lo, min(hi, x))
print(U.clamp(5), U.clamp(-1), U().clamp(0.5))
