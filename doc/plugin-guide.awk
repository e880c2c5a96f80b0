# SPDX-License-Identifier: GPL-3.0-or-later
# plugin-guide.awk - cuts the "Write an effect plugin" part out of README.md
# into plugin-guide.md, installed beside the README: a modder who has only
# the installed files has the guide as one file. Its headings go up a level;
# links to other parts of the README point into README.md.
BEGIN {
    print "<!-- plugin-guide.md: the \"Write an effect plugin\" part of bloodtrail's"
    print "     README.md, made from it by \"make\"; the README is installed beside it. -->"
}
/^## Write an effect plugin/ { on = 1; print "# Write an effect plugin for bloodtrail"; next }
on && /^## / { exit }
on {
    sub(/^##/, "#")
    gsub(/\]\(#translate-bloodtrail\)/, "](README.md#translate-bloodtrail)")
    gsub(/\]\(#add-content\)/, "](README.md#add-content)")
    gsub(/\]\(#templates-and-name-forms\)/, "](README.md#templates-and-name-forms)")
    gsub(/\]\(#speed\)/, "](README.md#speed)")
    print
}
