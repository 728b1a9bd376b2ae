# argparse: 480 random command lines against 80 random parsers (nargs forms, abbreviations, '--',
# negative numbers, '=' values, clusters, errors with and without exit_on_error), against python3.
# stderr: full
import argparse, random, sys
random.seed(21)
for trial in range(80):
    p = argparse.ArgumentParser(prog='t', exit_on_error=random.random() < 0.5, allow_abbrev=random.random() < 0.7)
    tokens = ['--', '-', 'x', '1', '-1', '2.5', 'a=b']
    for i in range(random.randint(1, 6)):
        k = random.random()
        if k < 0.3:
            p.add_argument('pos%d' % i, nargs=random.choice([None, '?', '*', '+', 2, argparse.REMAINDER]))
        elif k < 0.7:
            names = ['--opt%d' % i] + (['-' + 'abcdefgijk'[i]] if random.random() < 0.5 else [])
            p.add_argument(*names, nargs=random.choice([None, '?', '*', '+', 1, 2]), const=None,
                           type=random.choice([None, int, float]), default=random.choice([None, '5', 7]),
                           action=random.choice(['store', 'append', 'extend']) if True else None)
            tokens += names + [names[0][:4], names[0] + '=3']
        else:
            names = ['--flag%d' % i, '-' + 'lmnopqrstu'[i]]
            p.add_argument(*names, action=random.choice(['store_true', 'count', 'store_const']), const=42) if False else \
                p.add_argument(*names, action=random.choice(['store_true', 'count']))
            tokens += names + ['-' + 'lmnopqrstu'[i] * 2]
    for j in range(6):
        argv = random.choices(tokens, k=random.randint(0, 6))
        try:
            ns, extra = p.parse_known_args(argv) if random.random() < 0.3 else (p.parse_args(argv), None)
            print(trial, argv, ns, extra)
        except SystemExit as e:
            print(trial, argv, 'exit', e.code)
        except argparse.ArgumentError as e:
            print(trial, argv, 'ArgumentError', e)
        except (TypeError, ValueError, AttributeError) as e:
            print(trial, argv, type(e).__name__, e)
