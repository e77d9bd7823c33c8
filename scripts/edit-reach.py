#!/usr/bin/env python3
"""Edits real screens as a person would and checks each edit's layout: for every screen of
reach.sh's list that opens, a whole compile, then one edit of a view's body (a text literal, else
a number in a `body`), laid out twice: with the first compile's cache (the edit's bodies compiled
as replacements, EditReplacements.swift) and with an empty cache (the whole module compiled).
Prints per screen how the edit compiled, how long it took and whether both layouts are the same
(GuessTheFlag picks its flags at random: its two layouts differ by the city's name as often as
not). Not part of `make test`: the projects are not in the repository.

    scripts/edit-reach.py FOOD_TRUCK LANDMARKS SHOWCASE HUNDRED_DAYS

The arguments are reach.sh's (checkouts or git directories). TRELLIS (default
.build/debug/trellis) is the command. The screens are edited in a temporary copy.
"""
import os, re, shutil, subprocess, sys, tempfile, time

here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
trellis = os.environ.get('TRELLIS', os.path.join(here, '.build/debug/trellis'))
if len(sys.argv) != 5:
    print(__doc__)
    sys.exit(2)

# reach.sh's screens, read from it so the two lists stay one.
reach = open(os.path.join(here, 'scripts/reach.sh')).read()
screens = re.findall(r'^\s+"(\w+)\|([^"]+)"$', reach, re.M)
scratch = tempfile.mkdtemp()
roots = {}
for key, source in zip(['foodtruck', 'landmarks', 'showcase', 'hundred'], sys.argv[1:]):
    if os.path.isdir(os.path.join(source, '.git')) or not os.path.isfile(os.path.join(source, 'HEAD')):
        shutil.copytree(source, os.path.join(scratch, key), symlinks=True)
    else:
        subprocess.run([sys.executable, os.path.join(here, 'scripts/extract-snapshot.py'), source, os.path.join(scratch, key)],
                       capture_output=True)
    roots[key] = os.path.join(scratch, key)


def layout(path, cache):
    env = dict(os.environ, TRELLIS_CACHE_DIR=cache, TRELLIS_COMPILE_LOG='1')
    start = time.time()
    r = subprocess.run([trellis, 'layout', path, '--engine', 'compiled'], capture_output=True, text=True, env=env, timeout=600)
    said = [l for l in r.stderr.split('\n') if l.startswith('trellis: ') and ' module ' not in l and 'warning' not in l]
    said = [l for l in said if 'whole module' in l] or said
    return r.returncode, r.stdout, (said[-1] if said else r.stderr.strip()[:200]), time.time() - start


def edit(source):
    """The first text literal of a Text, else the first number in a `body`, changed."""
    m = re.search(r'Text\("([^"\\]*)"', source)
    if m:
        return source[:m.end(1)] + ' edited' + source[m.end(1):]
    body = re.search(r'var body: some View \{', source)
    m = body and re.compile(r'(?<![\w.])(\d+)(?![\w.])').search(source, body.end())
    return source[:m.start(1)] + str(int(m.group(1)) + 1) + source[m.end(1):] if m else None


counts = {'replaced': 0, 'same': 0, 'edited': 0}
try:
    for n, (key, relative) in enumerate(screens):
        path = os.path.join(roots[key], relative)
        cache = os.path.join(scratch, f'cache-{n}')
        status, _, said, _ = layout(path, cache)
        if status != 0:
            print(f'does not open  {key}/{relative}')
            continue
        original = open(path).read()
        edited = edit(original)
        if edited is None:
            print(f'nothing to edit  {key}/{relative}')
            continue
        with open(path, 'w') as f:
            f.write(edited)
        _, replaced, said, seconds = layout(path, cache)
        _, whole, _, _ = layout(path, cache + '-whole')
        with open(path, 'w') as f:
            f.write(original)
        how = 'replacements' if 'as replacements' in said else 'whole'
        same = replaced == whole
        counts['edited'] += 1
        counts['replaced'] += how == 'replacements'
        counts['same'] += same
        print(f'{how:12} {seconds:5.2f} s  {"same" if same else "DIFFERS"}  {key}/{relative}  ({said})')
finally:
    shutil.rmtree(scratch, ignore_errors=True)
print(f"edited {counts['edited']} screens: {counts['replaced']} compiled as replacements, {counts['same']} laid out as a whole compile does")
