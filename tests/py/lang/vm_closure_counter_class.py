def make_counter():
    count = [0]
    def inc():
        count[0] += 1
        return count[0]
    return inc
c = make_counter()
print(c(), c(), c.__closure__ is not None)
