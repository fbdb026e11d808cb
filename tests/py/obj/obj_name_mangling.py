class Account:
    def __init__(self, balance):
        self.__balance = balance
        self._hint = "protected"

    def balance(self):
        return self.__balance

    def __secret(self):
        return "secret"

    def reveal(self):
        return self.__secret()


acc = Account(10)
print(acc.balance(), acc._hint, acc.reveal(), sorted(vars(acc)))
try:
    acc.__balance
except AttributeError as e:
    print("AttributeError:", e)
print(acc._Account__balance, acc._Account__secret())


class Savings(Account):
    def __init__(self):
        super().__init__(5)
        self.__balance = 99

    def mine(self):
        return self.__balance


s = Savings()
print(s.balance(), s.mine(), sorted(vars(s)))
