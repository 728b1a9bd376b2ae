# corpus: resource
# technique: catch budget name
try:
    while True:
        pass
except BudgetExceeded:
    print('ESCAPED caught the budget')
