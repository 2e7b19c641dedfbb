/** Where a closed alert is remembered; read before paint by the layout's script too. */
export const alertStorageKey = (id: string) => `docs.ui.alert.${id}.dismissed`
