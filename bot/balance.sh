#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# balance.sh [SEEDS] - plays SEEDS games (default 200) per class and strategy
# with bloodtrail-bot, two at a time, and prints win rates, turns and causes
# of death, then checks the balance targets of doc/hacking.md:
#   - every class wins 60-85% of its games played carefully;
#   - no class is more than 15 points from another;
#   - rushing to the Warden below level 3 wins under 20%;
#   - each skill and reaction the bot uses wins more than not using it.
# Then the deep dungeon (--dungeon deep, ten generated levels): SEEDS games
# per class, played carefully (exploring, no knowledge of the map) and
# rushing (diving for the stairs); its table counts the games the bot got
# stuck in (no end within its commands) apart, with the target under 1%.
# The deep games are played through the event stream too, in BALANCE_LANG.
# Then the targets of the deep dungeon (doc/balance.md): every class wins
# 40-70% carefully, the classes at most 15 points apart, no one cause above
# 30% of the careful deaths, each third of the dungeon (levels 1-3, 4-6,
# 7-10) at least 15% of them, diving wins under 10%.
# Exits 1 when a target is missed (BALANCE_STRICT=0: always 0).
#   BALANCE_BOT, BALANCE_PROGRAM, BALANCE_DATA: the bot, the game, the content.
#   BALANCE_DEEP=0: the classic dungeon only; BALANCE_CLASSIC=0: the deep one
#   only. BALANCE_GAMES=FILE keeps the lines of the deep games there.
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
classic_status=0
[ "${BALANCE_CLASSIC:-1}" = 0 ] && : >"$jobs"
start=$(date +%s)
data_opt="--lang ${BALANCE_LANG:-en} --levels ${data:-$top_srcdir/data}/levels"
[ -n "$data" ] && data_opt="$data_opt --data-dir $data"
# shellcheck disable=SC2086
xargs -r -P 2 -L 1 "$bot" --program "$program" $data_opt <"$jobs" >"$work/games"
elapsed=$(($(date +%s) - start))

# The three most frequent causes of death of a table row, for both tables.
top_causes_awk='
    function top_causes(k,    c, i, j, best, bn, out, seen, list) {
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
    }'

[ "${BALANCE_CLASSIC:-1}" = 0 ] ||
awk -v seeds="$seeds" -v elapsed="$elapsed" -v strict="${BALANCE_STRICT:-1}" "$top_causes_awk"'
    {
        key = $1 " " $2
        games[key]++
        if ($4 == "won") { won[key]++; turns[key] += $5 }
        else { causes[key] = causes[key] " " $8 }
        if ($2 == "rush" && $6 > 0 && $6 < 3) { low[$1]++; if ($4 == "won") low_won[$1]++ }
        if (!(key in order)) order[key] = NR
    }
    function rate(k) { return games[k] ? 100 * won[k] / games[k] : 0 }
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
    }' "$work/games" || classic_status=1

[ "${BALANCE_DEEP:-1}" = 0 ] && exit $classic_status
# --- the deep dungeon: careful and rushing, each class (blocks of 25: its
# games are long, and small blocks keep both workers busy to the end) ---
: >"$jobs"
for class in barbarian ranger mage; do
    for plan in careful rush; do
        first=1
        while [ "$first" -le "$seeds" ]; do
            last=$((first + 24))
            [ "$last" -gt "$seeds" ] && last=$seeds
            echo "--dungeon deep --strategy $plan $class $first $last" >>"$jobs"
            first=$((last + 1))
        done
    done
done
start=$(date +%s)
deep_opt="--lang ${BALANCE_LANG:-en}"
[ -n "$data" ] && deep_opt="$deep_opt --data-dir $data"
# shellcheck disable=SC2086
xargs -r -P 2 -L 1 "$bot" --program "$program" $deep_opt <"$jobs" >"$work/deep"
elapsed=$(($(date +%s) - start))
[ -n "${BALANCE_GAMES:-}" ] && cp "$work/deep" "$BALANCE_GAMES"
echo ""
echo "The deep dungeon (--dungeon deep):"
content=${data:-$top_srcdir/data}
kinds_m=$(grep -c '^\[' "$content/creatures.ini" 2>/dev/null)
kinds_i=$(grep -c '^\[' "$content/items.ini" 2>/dev/null)
awk -v elapsed="$elapsed" -v strict="${BALANCE_STRICT:-1}" -v kinds_m="${kinds_m:-0}" \
    -v kinds_i="${kinds_i:-0}" "$top_causes_awk"'
    {
        key = $1 " " $2
        games[key]++
        if ($4 == "won") { won[key]++; turns[key] += $5 }
        else if ($4 == "stuck") stuck[key]++
        else {
            causes[key] = causes[key] " " $8
            if ($2 == "careful") {
                deaths++; cause_n[$8]++
                third[$7 <= 3 ? 1 : $7 <= 6 ? 2 : 3]++
            }
        }
        depth[key] += $7; met_monsters[key] += $9; met_items[key] += $10
        all++; if ($4 == "stuck") all_stuck++
        if (!(key in order)) order[key] = NR
    }
    function rate(k) { return games[k] ? 100 * won[k] / games[k] : 0 }
    END {
        printf "%-10s %-8s %6s %6s %7s %7s %6s %5s %5s  %s\n", "class", "strategy", "games", "won %", "stuck %", "turns", "depth", "mons", "items", "causes of death (most first)"
        n = 0
        for (k in order) keys[++n] = k
        for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++)
            if (order[keys[j]] < order[keys[i]]) { t = keys[i]; keys[i] = keys[j]; keys[j] = t }
        for (i = 1; i <= n; i++) {
            k = keys[i]; split(k, p, " ")
            printf "%-10s %-8s %6d %6.1f %7.1f %7.0f %6.1f %5.1f %5.1f  %s\n", p[1], p[2], games[k],
                rate(k), 100 * stuck[k] / games[k],
                won[k] ? turns[k] / won[k] : 0, depth[k] / games[k],
                met_monsters[k] / games[k], met_items[k] / games[k], top_causes(k)
        }
        printf "\n%d games in %d s (depth: the level a game ended on; mons, items: the monster\n", all, elapsed
        printf "kinds a game saw and the item kinds it carried, of %d and %d)\n\n", kinds_m, kinds_i
        fail = 0
        r = all ? 100 * all_stuck / all : 0
        ok = r < 1; fail += !ok
        printf "%s the bot got stuck in %.1f%% of the deep games (%d of %d; target under 1%%)\n",
            ok ? "ok  " : "MISS", r, all_stuck, all
        lo = 101; hi = -1
        for (i = 1; i <= n; i++) {
            k = keys[i]; split(k, p, " ")
            r = rate(k)
            if (p[2] == "careful") {
                if (r < lo) lo = r
                if (r > hi) hi = r
                ok = r >= 40 && r <= 70; fail += !ok
                printf "%s careful %s: %.1f%% (target 40-70%%)\n", ok ? "ok  " : "MISS", p[1], r
            } else if (p[2] == "rush") {
                ok = r < 10; fail += !ok
                printf "%s rush %s: %.1f%% (target under 10%%)\n", ok ? "ok  " : "MISS", p[1], r
            }
        }
        ok = hi - lo <= 15; fail += !ok
        printf "%s the classes lie %.1f points apart (target at most 15)\n", ok ? "ok  " : "MISS", hi - lo
        top = ""; tn = 0
        for (c in cause_n) if (cause_n[c] > tn) { tn = cause_n[c]; top = c }
        r = deaths ? 100 * tn / deaths : 0
        ok = r <= 30; fail += !ok
        printf "%s the first cause of careful deaths, %s, holds %.1f%% of %d (target at most 30%%)\n",
            ok ? "ok  " : "MISS", top == "" ? "-" : top, r, deaths
        split("1-3 4-6 7-10", name, " ")
        for (i = 1; i <= 3; i++) {
            r = deaths ? 100 * third[i] / deaths : 0
            ok = r >= 15; fail += !ok
            printf "%s careful deaths on levels %s: %.1f%% (target at least 15%%)\n",
                ok ? "ok  " : "MISS", name[i], r
        }
        exit strict && fail ? 1 : 0
    }' "$work/deep" || classic_status=1
exit $classic_status
