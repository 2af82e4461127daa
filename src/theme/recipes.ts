import {
  alertSlotRecipe,
  avatarSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * The recipes of the Chakra components the app renders, under the keys Chakra looks them up by.
 * A component whose recipe is missing renders unstyled, so recipes.test.ts checks every component
 * imported from '@chakra-ui/react' in src/ against COMPONENT_RECIPES.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  radioCard: radioCardSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

/**
 * Each Chakra export the app imports → the recipes it and the parts it renders look up (none for
 * layout and utility components). A new component belongs here, and its recipes above.
 */
export const COMPONENT_RECIPES: Record<string, readonly string[]> = {
  Alert: ['alert'],
  Avatar: ['avatar'],
  Badge: ['badge'],
  Button: ['button'],
  IconButton: ['button'],
  CloseButton: ['button'],
  Checkbox: ['checkbox', 'checkmark'],
  Clipboard: ['clipboard'], // looked up, but Chakra's default theme has no clipboard recipe
  Container: ['container'],
  DataList: ['dataList'],
  Dialog: ['dialog'],
  Drawer: ['drawer'],
  Field: ['field'],
  Heading: ['heading'],
  Icon: ['icon'],
  Input: ['input'],
  InputGroup: ['inputAddon'],
  Link: ['link'],
  List: ['list'],
  NativeSelect: ['nativeSelect'],
  Progress: ['progress'],
  RadioCard: ['radioCard', 'radiomark'],
  RadioGroup: ['radioGroup', 'radiomark'],
  Skeleton: ['skeleton'],
  Spinner: ['spinner'],
  Stat: ['stat'],
  Switch: ['switch'],
  Tabs: ['tabs'],
  Toast: ['toast'],
  Toaster: ['toast'],
  Text: ['text'], // looked up, but Chakra's default theme has no text recipe
  ...Object.fromEntries(
    [
      'Box', 'Center', 'Flex', 'Float', 'Grid', 'HStack', 'Image', 'LinkBox', 'LinkOverlay', 'Portal', 'SimpleGrid', 'Stack',
      'VisuallyHidden', 'Wrap', 'chakra', 'ChakraProvider', 'createSystem', 'createToaster', 'defaultBaseConfig', 'defineConfig',
      // the app's own styled parts name their recipe (`createSlotRecipeContext({ key })`), checked in recipes.test.ts
      'createSlotRecipeContext',
    ].map((name) => [name, []]),
  ),
};
