"""
Cuts the site's web fonts from the @fontsource-variable files with fontTools (Debian: python3-fonttools,
python3-brotli). Run through `npm run fonts:subset` (scripts/fonts/subset.ts), which decides the characters and
passes a JSON job on stdin:

  {"fonts": [{"sources": [latin, latin-ext, vietnamese], "output": "...woff2" | "...ttf", "codePoints": [...],
              "weight": 600 | [400, 700], "features": ["kern", ...]}]}

For each font:
1. Start from the `latin` file. A character it lacks (ẹ, ọ, ḥ, ā, ₵ …) is moved over with its glyphs from the
   first other source file that has it: outlines, advance widths and their variations, glyph class. The source
   files are cut from one font, so shared glyph names are the same glyph (checked). A moved letter built on a
   letter the font has (ẹ on e) kerns and carries marks like that letter.
2. Subset to the characters, keeping only the layout features browsers apply by default.
3. Instance the weight axis: a range keeps a variable font, one weight gives a static font.
4. Write it as WOFF2 (for the browser) or as plain TrueType (`.ttf`, for the PDFs), by the output's extension.
The output is reproducible: the same job gives the same bytes.
"""

import copy
import json
import sys

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.ttLib.tables import otTables
from fontTools.varLib import instancer


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(1)


def load(path):
    font = TTFont(path, recalcTimestamp=False)
    font.flavor = None
    return font


def unicode_cmap(font):
    return font.getBestCmap()


def component_closure(font, names):
    """The glyphs `names` are drawn from: themselves and, for composite glyphs, their components."""
    glyf = font["glyf"]
    seen, stack = [], list(names)
    while stack:
        name = stack.pop()
        if name in seen:
            continue
        seen.append(name)
        glyph = glyf[name]
        if glyph.isComposite():
            stack.extend(component.glyphName for component in glyph.components)
    return seen


def glyph_signature(font, name):
    """What a glyph is, independent of glyph ids: outline or components, metrics, and variation deltas."""
    glyph = font["glyf"][name]
    if glyph.isComposite():
        shape = [
            (c.glyphName, c.x, c.y, tuple(map(tuple, c.transform)) if hasattr(c, "transform") else None)
            for c in glyph.components
        ]
    elif glyph.numberOfContours:
        shape = (list(glyph.coordinates), list(glyph.endPtsOfContours), bytes(f & 1 for f in glyph.flags))
    else:
        shape = None
    deltas = [
        (tuple(sorted(v.axes.items())), tuple(v.coordinates)) for v in font["gvar"].variations.get(name, [])
    ]
    return shape, font["hmtx"][name], deltas


def region_key(region):
    return tuple((axis.StartCoord, axis.PeakCoord, axis.EndCoord) for axis in region.VarRegionAxis)


def advance_deltas(donor, name, regions):
    """The donor's HVAR advance-width deltas of one glyph, re-expressed over the base font's regions."""
    hvar = donor["HVAR"].table
    index = hvar.AdvWidthMap.mapping[name] if hvar.AdvWidthMap else donor.getGlyphID(name)
    data = hvar.VarStore.VarData[index >> 16]
    row = data.Item[index & 0xFFFF]
    donor_regions = hvar.VarStore.VarRegionList.Region
    keys = [region_key(region) for region in regions]
    deltas = [0] * len(regions)
    for region_index, delta in zip(data.VarRegionIndex, row):
        key = region_key(donor_regions[region_index])
        if key not in keys:
            fail(f"{name}: a weight region of the source file is missing from the base font")
        deltas[keys.index(key)] += delta
    return deltas


def layout_subtables(table):
    for lookup in table.LookupList.Lookup:
        for subtable in lookup.SubTable:
            yield subtable.ExtSubTable if lookup.LookupType == 9 else subtable


def inherit_positioning(font, heirs):
    """Kerning and mark anchors for moved letters, copied from the letter each is built on (ẹ from e)."""
    if "GPOS" not in font or not heirs:
        return
    glyph_id = font.getGlyphID
    for table in layout_subtables(font["GPOS"].table):
        if isinstance(table, otTables.PairPos) and table.Format == 1:
            for heir, base in heirs.items():
                for pair_set in table.PairSet:
                    extra = [copy.deepcopy(r) for r in pair_set.PairValueRecord if r.SecondGlyph == base]
                    for record in extra:
                        record.SecondGlyph = heir
                    pair_set.PairValueRecord.extend(extra)
                    pair_set.PairValueRecord.sort(key=lambda r: glyph_id(r.SecondGlyph))
                    pair_set.PairValueCount = len(pair_set.PairValueRecord)
                if base in table.Coverage.glyphs:
                    table.PairSet.append(copy.deepcopy(table.PairSet[table.Coverage.glyphs.index(base)]))
                    table.Coverage.glyphs.append(heir)
                    table.PairSetCount = len(table.PairSet)
        elif isinstance(table, otTables.PairPos) and table.Format == 2:
            for heir, base in heirs.items():
                if base in table.Coverage.glyphs:
                    table.Coverage.glyphs.append(heir)
                    if base in table.ClassDef1.classDefs:
                        table.ClassDef1.classDefs[heir] = table.ClassDef1.classDefs[base]
                if base in table.ClassDef2.classDefs:
                    table.ClassDef2.classDefs[heir] = table.ClassDef2.classDefs[base]
        elif isinstance(table, otTables.MarkBasePos):
            for heir, base in heirs.items():
                if base in table.BaseCoverage.glyphs:
                    record = table.BaseArray.BaseRecord[table.BaseCoverage.glyphs.index(base)]
                    table.BaseArray.BaseRecord.append(copy.deepcopy(record))
                    table.BaseCoverage.glyphs.append(heir)
                    table.BaseArray.BaseCount = len(table.BaseArray.BaseRecord)


def move_characters(base, donors, code_points):
    """Adds the characters the base font lacks, with their glyphs, from the donors. Returns the moved glyphs."""
    base_cmap = unicode_cmap(base)
    order = base.getGlyphOrder()
    present = set(order)
    moved = []  # (glyph name, donor), in the order they join the font
    mapped = {}
    for code_point in sorted(code_points):
        if code_point in base_cmap:
            continue
        donor = next((d for d in donors if code_point in unicode_cmap(d)), None)
        if donor is None:
            fail(f"U+{code_point:04X} is in none of the source files")
        name = unicode_cmap(donor)[code_point]
        for glyph in component_closure(donor, [name]):
            if any(glyph == moved_name for moved_name, _ in moved):
                continue
            if glyph in present:
                if glyph_signature(base, glyph) != glyph_signature(donor, glyph):
                    fail(f"glyph {glyph} differs between the source files: are they cut from the same font?")
                continue
            moved.append((glyph, donor))
        mapped[code_point] = name
    if not mapped:
        return []

    base.setGlyphOrder(order + [name for name, _ in moved])
    glyf, hmtx, gvar = base["glyf"], base["hmtx"], base["gvar"]
    glyph_classes = base["GDEF"].table.GlyphClassDef if "GDEF" in base else None
    hvar = base["HVAR"].table if "HVAR" in base else None
    new_rows = None
    for name, donor in moved:
        glyf.glyphs[name] = donor["glyf"][name]
        hmtx.metrics[name] = donor["hmtx"][name]
        gvar.variations[name] = donor["gvar"].variations.get(name, [])
        donor_classes = donor["GDEF"].table.GlyphClassDef if "GDEF" in donor else None
        if donor_classes and name in donor_classes.classDefs:
            if glyph_classes is None:
                fail("the base font has no glyph classes to add to")
            glyph_classes.classDefs[name] = donor_classes.classDefs[name]
        if hvar:
            if hvar.AdvWidthMap is None:
                fail("the base font's HVAR has no advance-width map to extend")
            regions = hvar.VarStore.VarRegionList.Region
            if new_rows is None:
                new_rows = otTables.VarData()
                new_rows.VarRegionIndex = list(range(len(regions)))
                new_rows.VarRegionCount = len(regions)
                new_rows.Item = []
                new_rows.ItemCount = 0
                new_rows.NumShorts = 0
                hvar.VarStore.VarData.append(new_rows)
                hvar.VarStore.VarDataCount = len(hvar.VarStore.VarData)
            new_rows.Item.append(advance_deltas(donor, name, regions))
            new_rows.ItemCount = len(new_rows.Item)
            hvar.AdvWidthMap.mapping[name] = ((len(hvar.VarStore.VarData) - 1) << 16) | (len(new_rows.Item) - 1)
    for table in base["cmap"].tables:
        if table.isUnicode():
            for code_point, name in mapped.items():
                if code_point <= 0xFFFF or table.format in (12, 13):
                    table.cmap[code_point] = name
    heirs = {}
    for name, _ in moved:
        glyph = glyf[name]
        if glyph.isComposite() and glyph.components[0].glyphName in present:
            heirs[name] = glyph.components[0].glyphName
    inherit_positioning(base, heirs)
    return [name for name, _ in moved]


def build(job):
    sources = [load(path) for path in job["sources"]]
    base, donors = sources[0], sources[1:]
    code_points = set(job["codePoints"])
    moved = move_characters(base, donors, code_points)

    options = subset.Options()
    options.layout_features = job["features"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(code_points))
    subsetter.subset(base)

    weight = job["weight"]
    axis = next(axis for axis in base["fvar"].axes if axis.axisTag == "wght")
    if weight == [axis.minValue, axis.maxValue]:
        font = base  # the whole range: nothing to instance
    else:
        static = not isinstance(weight, list)
        limits = {"wght": weight} if static else {"wght": tuple(weight)}
        # Without re-optimizing the variation data, whose tolerance would move points by up to half a unit. A
        # static font is renamed after its weight (Inter Bold), the name a PDF shows for it.
        font = instancer.instantiateVariableFont(base, limits, optimize=False, updateFontNames=static)
    font.recalcTimestamp = False
    font.flavor = None if job["output"].endswith(".ttf") else "woff2"
    font.save(job["output"])

    missing = code_points - set(unicode_cmap(TTFont(job["output"])))
    if missing:
        fail(f"{job['output']}: lost " + ", ".join(f"U+{c:04X}" for c in sorted(missing)))
    return {"output": job["output"], "moved": moved}


def main():
    job = json.load(sys.stdin)
    results = [build(font) for font in job["fonts"]]
    json.dump(results, sys.stdout)


if __name__ == "__main__":
    main()
