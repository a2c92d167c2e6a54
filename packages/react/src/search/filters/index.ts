// Category panel, gallery header, navbar category typeahead, advanced search panel.
export {};
