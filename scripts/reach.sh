#!/usr/bin/env bash
# Measures how many screens of real public SwiftUI projects open: `trellis render` on each
# screen of the list below (the project around it is found and compiled as Trellis opens it),
# recording whether a PNG was written and, when not, the first error (the first blocker).
# Not part of `make test`: the projects are not in the repository.
#
#   scripts/reach.sh FOOD_TRUCK LANDMARKS SHOWCASE HUNDRED_DAYS HABIT_MINDER HUNDRED_DAYS_2021
#
# Each argument is a checkout or a git directory (a bare mirror: its HEAD is extracted to a
# temporary folder, leaving out files the mirror does not hold) of, in order:
#   apple/sample-food-truck                 an Apple sample app with its own local package and widgets
#   AnchorageBot/SwiftProjects              Apple's Landmarks tutorial, one folder per step
#   jaywcjlove/swiftui-example              a showcase of system components, one Xcode project each
#   CypherPoet/100-days-of-swiftui-and-combine  a set of tutorial projects (UIKit app delegates)
#   mahyar-shakori/HabitMinder-SwiftUI      an Xcode 26 app: asset symbols, strings tables, Liquid Glass,
#                                           a Watch app, a network layer, SwiftData
#   martinrist/100-days-of-swiftui          iOS 14/15 projects (2021): PreviewProvider, NavigationView,
#                                           presentationMode, Core Data, drawing with paths
# TRELLIS (default .build/debug/trellis) is the command; OUT (default out/reach) gets the PNGs
# and reach.txt, the table printed at the end.
set -u
here="$(cd "$(dirname "$0")/.." && pwd)"
trellis="${TRELLIS:-$here/.build/debug/trellis}"
out="${OUT:-$here/out/reach}"
if [ $# -ne 6 ]; then sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 2; fi
mkdir -p "$out"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

# A checkout as it is, or a git directory's HEAD extracted.
tree() {
    if [ -d "$1/.git" ] || [ ! -f "$1/HEAD" ]; then echo "$1"; return; fi
    local dest="$scratch/$2"
    python3 "$here/scripts/extract-snapshot.py" "$1" "$dest" 2>/dev/null
    echo "$dest"
}
foodtruck="$(tree "$1" foodtruck)"
landmarks="$(tree "$2" landmarks)"
showcase="$(tree "$3" showcase)"
hundred="$(tree "$4" hundred)"
habits="$(tree "$5" habits)"
rist="$(tree "$6" rist)"

screens=(
    "foodtruck|App/Truck/TruckView.swift"
    "foodtruck|App/Donut/DonutGallery.swift"
    "foodtruck|App/Orders/OrdersView.swift"
    "foodtruck|App/Store/SubscriptionStoreView.swift"
    "foodtruck|Widgets/DailyDonutWidget.swift"
    "foodtruck|FoodTruckKit/Sources/Donut/DonutView.swift"
    "landmarks|AppleTutorial_SwiftUI/Landmarks/CreatingCombiningViews/ContentView.swift"
    "landmarks|AppleTutorial_SwiftUI/Landmarks/BuildingListsNav/LandmarkList.swift"
    "landmarks|AppleTutorial_SwiftUI/Landmarks/HandlingUserInput/LandmarkList.swift"
    "landmarks|AppleTutorial_SwiftUI/Landmarks/BuildingListsNav/LandmarkDetail.swift"
    "landmarks|AppleTutorial_SwiftUI/Landmarks/DrawPathShape/Badge.swift"
    "showcase|example/containers/demo4/Demo/Shared/ContentView.swift"
    "showcase|example/stacks-grids-scrollviews/demo10/Demo/Shared/ContentView.swift"
    "showcase|example/user-interface-controls/demo3/Demo/Shared/ContentView.swift"
    "showcase|example/images-shapes-media/demo5/Demo/Demo/ContentView.swift"
    "showcase|example/presenting-views/demo2/Demo/Demo/ContentView.swift"
    "hundred|day-016/projects/WeSplit/WeSplit/Scenes/MainView.swift"
    "hundred|day-020/Projects/GuessTheFlag/GuessTheFlag/Scenes/MainView.swift"
    "hundred|day-039/Projects/Moonshot/Moonshot/Scenes/Missions/MissionsListView.swift"
    "hundred|day-049/Projects/CupcakeCorner/CupcakeCorner/Scenes/Order Form/OrderFormView.swift"
    "habits|HabitMinder/Features/Intro/Welcome/View/WelcomeView.swift"
    "habits|HabitMinder/Features/Habits/Home/View/HomeView.swift"
    "habits|HabitMinder/Features/ManageHabit/AddHabit/View/AddHabitView.swift"
    "habits|HabitMinder/Features/Settings/Settings/View/SettingsView.swift"
    "habits|HabitMinder/Features/Settings/Theme/View/ThemeView.swift"
    "rist|project-09-Drawing/Drawing/Drawing/SpirographView.swift"
    "rist|project-09-Drawing/Drawing/Drawing/ArrowChallengeView.swift"
    "rist|project-11-Bookworm/Bookworm/Bookworm/DetailView.swift"
    "rist|project-12-CoreDataProject/CoreDataProject/CoreDataProject/FilteringExampleView.swift"
    "rist|project-14-BucketList/BucketList/BucketList/ContentView.swift"
    "rist|project-05-WordScramble/WordScramble/WordScramble/ContentView.swift"
    "rist|project-13-Instafilter/Instafilter/Instafilter/ContentView.swift"
)

opened=0
total=0
report="$out/reach.txt"
: > "$report"
for entry in "${screens[@]}"; do
    key="${entry%%|*}"
    relative="${entry#*|}"
    root="${!key}"
    file="$root/$relative"
    total=$((total + 1))
    name="$(printf '%02d' "$total")-$(basename "$relative" .swift)"
    png="$out/$name.png"
    rm -f "$png"
    log="$out/$name.log"
    "$trellis" render "$file" -o "$png" --timeout 60 > "$log" 2>&1
    if [ -f "$png" ]; then
        opened=$((opened + 1))
        line="open     $key/$relative"
    else
        first="$(grep -m1 -E ': error: |^error: ' "$log" | sed "s|$root/||")"
        line="blocked  $key/$relative  —  ${first:-$(head -c 200 "$log")}"
    fi
    echo "$line" | tee -a "$report"
done
echo "opened $opened of $total screens" | tee -a "$report"
# The SwiftUI API the blocked screens lack (every missing name the compile named, per screen).
echo "SwiftUI API named as missing (screens):" | tee -a "$report"
grep -ho '`[^`]*` is SwiftUI API that Trellis does not have yet' "$out"/*.log | sed 's/ is SwiftUI.*//' \
    | sort | uniq -c | sort -rn | tee -a "$report"
