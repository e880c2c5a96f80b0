#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# balance.sh [SEEDS] - plays SEEDS games (default 200) per class and strategy
# with bloodtrail-bot, two at a time, and prints win rates, turns and causes
# of death, then checks the balance targets of doc/hacking.md:
#   - every class wins 60-85% of its games played carefully;
#   - no class is more than 15 points from another;
#   - rushing to the Warden below level 3 wins under 20%;
#   - each skill and reaction the bot uses wins more than not using it.
# Exits 1 when a target is missed (BALANCE_STRICT=0: always 0).
#   BALANCE_BOT, BALANCE_PROGRAM, BALANCE_DATA: the bot, the game, the content.
#   BALANCE_LANG: the language the games are played in (default en). The bot
#   plays through the event stream, by ids and numbers: the same seeds give
#   the same table in every language.
set -u
seeds=${1:-200}
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
bot=${BALANCE_BOT:-$top_builddir/bot/bloodtrail-bot}
program=${BALANCE_PROGRAM:-$top_builddir/src/bloodtrail}
data=${BALANCE_DATA:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# class: the skills and the reaction it has (what --without may leave out).
tools_of() {
    case $1 in
        barbarian) echo "berserk rend riposte" ;;
        ranger) echo "evade frost_arrow turn_blow" ;;
        mage) echo "fire_bolt ward thunderclap mana_shield" ;;
    esac
}

# One job per class, strategy and block of 50 seeds, run two at a time.
jobs="$work/jobs"
: >"$jobs"
for class in barbarian ranger mage; do
    for plan in careful rush $(tools_of $class); do
        first=1
        while [ "$first" -le "$seeds" ]; do
            last=$((first + 49))
            [ "$last" -gt "$seeds" ] && last=$seeds
            case $plan in
                careful|rush) opts="--strategy $plan" ;;
                *) opts="--without $plan" ;;
            esac
            echo "$opts $class $first $last" >>"$jobs"
            first=$((last + 1))
        done
    done
done
start=$(date +%s)
data_opt="--lang ${BALANCE_LANG:-en} --levels ${data:-$top_srcdir/data}/levels"
[ -n "$data" ] && data_opt="$data_opt --data-dir $data"
# shellcheck disable=SC2086
xargs -P 2 -L 1 "$bot" --program "$program" $data_opt <"$jobs" >"$work/games"
elapsed=$(($(date +%s) - start))

awk -v seeds="$seeds" -v elapsed="$elapsed" -v strict="${BALANCE_STRICT:-1}" '
    {
        key = $1 " " $2
        games[key]++
        if ($4 == "won") { won[key]++; turns[key] += $5 }
        else { causes[key] = causes[key] " " $8 }
        if ($2 == "rush" && $6 > 0 && $6 < 3) { low[$1]++; if ($4 == "won") low_won[$1]++ }
        if (!(key in order)) order[key] = NR
    }
    function rate(k) { return games[k] ? 100 * won[k] / games[k] : 0 }
    function top_causes(k,    c, n, i, j, best, bn, out, seen) {
        out = ""
        for (i = 0; i < 3; i++) {
            best = ""; bn = 0
            for (c in seen) delete seen[c]
            split(causes[k], list, " ")
            for (j in list) seen[list[j]]++
            for (c in seen) if (seen[c] > bn && index(out, c " ") == 0) { best = c; bn = seen[c] }
            if (best == "") break
            out = out best " " bn ", "
        }
        sub(/, $/, "", out)
        return out == "" ? "-" : out
    }
    END {
        printf "%-10s %-20s %6s %6s %7s  %s\n", "class", "strategy", "games", "won %", "turns", "causes of death (most first)"
        n = 0
        for (k in order) keys[++n] = k
        for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++)
            if (order[keys[j]] < order[keys[i]]) { t = keys[i]; keys[i] = keys[j]; keys[j] = t }
        for (i = 1; i <= n; i++) {
            k = keys[i]; split(k, p, " ")
            printf "%-10s %-20s %6d %6.1f %7.0f  %s\n", p[1], p[2], games[k], rate(k),
                won[k] ? turns[k] / won[k] : 0, top_causes(k)
        }
        printf "\n%d games in %d s\n\n", NR, elapsed
        fail = 0; lo = 101; hi = -1
        for (i = 1; i <= n; i++) {
            k = keys[i]; split(k, p, " ")
            if (p[2] != "careful") continue
            r = rate(k)
            if (r < lo) lo = r
            if (r > hi) hi = r
            ok = r >= 60 && r <= 85
            fail += !ok
            printf "%s careful %s: %.1f%% (target 60-85%%)\n", ok ? "ok  " : "MISS", p[1], r
        }
        ok = hi - lo <= 15; fail += !ok
        printf "%s the classes lie %.1f points apart (target at most 15)\n", ok ? "ok  " : "MISS", hi - lo
        for (i = 1; i <= n; i++) {
            k = keys[i]; split(k, p, " ")
            if (p[2] == "rush") {
                lr = low[p[1]] ? 100 * low_won[p[1]] / low[p[1]] : 0
                ok = rate(k) < 20 && lr < 20; fail += !ok
                printf "%s rush %s: %.1f%% won, %.1f%% of %d that met the Warden below level 3 (target under 20%%)\n",
                    ok ? "ok  " : "MISS", p[1], rate(k), lr, low[p[1]]
            }
            if (p[2] ~ /^careful-/) {
                base = p[1] " careful"; skill = substr(p[2], 9)
                ok = rate(base) > rate(k); fail += !ok
                printf "%s %s: %.1f%% with %s, %.1f%% without\n", ok ? "ok  " : "MISS", p[1],
                    rate(base), skill, rate(k)
            }
        }
        exit strict && fail ? 1 : 0
    }' "$work/games"
